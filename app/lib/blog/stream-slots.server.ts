import type { Config } from "../config.server";

/** An open stream's place; release() is safe to call more than once (only the first call counts). */
export interface StreamSlot {
  release: () => void;
}

/** Why a stream was refused: its address has too many open already, or this instance has. */
export interface StreamRefusal {
  refused: "address" | "total";
}

export interface StreamSlots {
  /** A slot for one more stream from `address`, or why there is none. */
  take: (address: string) => StreamSlot | StreamRefusal;
  /** Streams open now, in all or from one address. */
  open: (address?: string) => number;
}

/**
 * Counts the open streams of one instance: at most `perAddress` from one visitor
 * address and `total` in all. Each stream holds its slot until it ends.
 */
export function createStreamSlots({ perAddress, total }: { perAddress: number; total: number }): StreamSlots {
  const byAddress = new Map<string, number>();
  let inUse = 0;
  return {
    take(address) {
      const mine = byAddress.get(address) ?? 0;
      if (mine >= perAddress) return { refused: "address" };
      if (inUse >= total) return { refused: "total" };
      byAddress.set(address, mine + 1);
      inUse++;
      let held = true;
      return {
        release() {
          if (!held) return;
          held = false;
          inUse--;
          const left = (byAddress.get(address) ?? 1) - 1;
          if (left > 0) byAddress.set(address, left);
          else byAddress.delete(address);
        },
      };
    },
    open: (address) => (address === undefined ? inUse : (byAddress.get(address) ?? 0)),
  };
}

export const isRefusal = (taken: StreamSlot | StreamRefusal): taken is StreamRefusal => "refused" in taken;

/** The live-stats slots of one instance, from the settings; start-up makes one and every request shares it. */
export function statsStreamSlots(config: Pick<Config, "STATS_STREAMS_PER_IP" | "STATS_STREAMS_MAX">): StreamSlots {
  return createStreamSlots({ perAddress: config.STATS_STREAMS_PER_IP, total: config.STATS_STREAMS_MAX });
}
