// Test targets import TableModelTesting and get the core (and the diff) too.
@_exported public import TableModelCore
