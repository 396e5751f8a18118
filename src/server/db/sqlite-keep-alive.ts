/**
 * better-sqlite3 12 wraps each database and statement in `node::ObjectWrap`. Since Node 24.19 that
 * wrapper's destructor unregisters an environment clean-up hook, and Node aborts the process
 * (`Assertion failed: (env) != nullptr`) when the garbage collector runs that destructor outside a
 * JavaScript context — which a collection started by V8's own scheduling does. So no such object
 * may ever become garbage: every one is kept here until the process ends, when Node frees them
 * itself. (better-sqlite3 13 no longer uses `ObjectWrap`, but needs Node 22.)
 *
 * Closed databases and finalised statements cost a few hundred bytes each; the server opens one
 * database and prepares each SQL text once, so what is kept stays bounded.
 */
const kept: object[] = [];

export function keepUntilExit<T extends object>(native: T): T {
  kept.push(native);
  return native;
}
