/** A hook filter that matches one module id exactly (ids may hold `\0`, `/` and dots). */
export const exactId = (id: string): RegExp => new RegExp(`^${id.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`);
