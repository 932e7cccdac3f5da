// TableModelScenarios: the seed scenarios' models — the tweet feed, the profile screen, the
// contacts — and the seeded generator, written once for this repository's demo, tests,
// benchmarks and Examples/. It is not part of TableModelKit's API: apps never link it.
//
// Files that import it get the core (and the diff) too.
@_exported public import TableModelCore
