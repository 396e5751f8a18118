// Preloaded into the server of the after-booking end-to-end tests (node --import): the process
// clock starts at COUVERT_E2E_NOW and runs on from there, so "today" and the free slots of the
// demo restaurant are the same whatever the day and hour the tests run.
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
