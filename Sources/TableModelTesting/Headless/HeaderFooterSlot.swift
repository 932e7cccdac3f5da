/// The header or the footer of one section: where a ``HeadlessTableViewHeaderFooterView`` shows.
struct HeaderFooterSlot: Hashable {
  enum Kind: String, Hashable {
    case header
    case footer
  }

  var kind: Kind
  var section: Int

  static func header(_ section: Int) -> HeaderFooterSlot {
    HeaderFooterSlot(kind: .header, section: section)
  }

  static func footer(_ section: Int) -> HeaderFooterSlot {
    HeaderFooterSlot(kind: .footer, section: section)
  }

  /// The same slot of another section.
  func moved(to section: Int) -> HeaderFooterSlot {
    HeaderFooterSlot(kind: kind, section: section)
  }
}

extension HeaderFooterSlot: Comparable {
  /// Content order: by section, the header before the footer.
  static func < (lhs: HeaderFooterSlot, rhs: HeaderFooterSlot) -> Bool {
    if lhs.section != rhs.section { return lhs.section < rhs.section }
    return lhs.kind == .header && rhs.kind == .footer
  }
}
