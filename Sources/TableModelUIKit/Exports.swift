#if canImport(UIKit) && (os(iOS) || os(visionOS))
@_exported public import TableModelCore
#endif
