#if canImport(UIKit) && !os(watchOS)
@_exported public import TableModelCore
#endif
