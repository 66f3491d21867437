// The entry point is spelt out (rather than `@main`) so that exit codes follow the
// documented contract instead of ArgumentParser's defaults; see `EntryPoint`.
EntryPoint.run()
