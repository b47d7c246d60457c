// Loaded with `node --import` into a host a test moves in time (tests/helpers/site.ts, shiftedClockEnv): every Date
// the process reads is the real time plus TEST_CLOCK_SHIFT_MS, so code that asks for "now" sees the moved clock
// without knowing it is tested. Plain JavaScript: Node loads it before anything else, without a transpiler.
const shift = Number(process.env.TEST_CLOCK_SHIFT_MS ?? "0");

if (Number.isFinite(shift) && shift !== 0) {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + shift);
      else super(...args);
    }

    static now() {
      return RealDate.now() + shift;
    }
  }
  globalThis.Date = ShiftedDate;
}
