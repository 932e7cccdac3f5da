import TableModelTesting

extension HeadlessTableView {
  /// The recorded calls of the given methods, in order.
  func calls(_ names: String...) -> [Callback] {
    callbackLog.filter { names.contains($0.name) }
  }

  /// The recorded calls of the given methods as `phase name path` lines, in order.
  func callLines(_ names: String...) -> [String] {
    callbackLog.filter { names.contains($0.name) }.map(\.description)
  }
}

/// The identity of an object, for comparing with ``HeadlessTableView/Callback/cell``.
func id(_ object: AnyObject?) -> ObjectIdentifier? {
  object.map(ObjectIdentifier.init)
}
