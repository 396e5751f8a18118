// Preloaded into an end-to-end server of its own (node --import): its clock starts at COUVERT_E2E_NOW
// and runs on, so "today", the services in progress and the demo data are the same whatever day and
// hour the tests run.
const target = Date.parse(process.env.COUVERT_E2E_NOW ?? '');
if (!Number.isNaN(target)) {
  const RealDate = Date;
  const offset = target - RealDate.now();
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
}
