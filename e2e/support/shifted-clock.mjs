// Preloaded into an end-to-end server of its own (node --import): its clock starts at COUVERT_E2E_NOW
// and runs on, so "today", the services in progress and the demo data are the same whatever day and
// hour the tests run. A test that spawned the server with an IPC channel may move the clock forward
// ({ advanceMs }), as when a journey lets an evening pass; the server acknowledges ({ advancedMs }).
const target = Date.parse(process.env.COUVERT_E2E_NOW ?? '');
if (!Number.isNaN(target)) {
  const RealDate = Date;
  let offset = target - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;

  if (process.send) {
    process.on('message', (message) => {
      const advanceMs = message && typeof message === 'object' ? message.advanceMs : undefined;
      if (typeof advanceMs !== 'number' || !Number.isFinite(advanceMs) || advanceMs < 0) return;
      offset += advanceMs;
      process.send?.({ advancedMs: advanceMs, now: new RealDate(RealDate.now() + offset).toISOString() });
    });
    // The channel alone must not keep the server running once it is asked to stop.
    process.channel?.unref();
  }
}
