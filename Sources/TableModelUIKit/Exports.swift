#if canImport(UIKit) && os(iOS)
@_exported public import TableModelCore
#endif
