extension TableModel {
  /// The type's name without its generic arguments, as traps give it: `FilterLayer`.
  static var contractTypeName: String { String(String(describing: self).prefix { $0 != "<" }) }

  /// `section`, after a check that the model has it, which names the calling function.
  ///
  /// - Parameters:
  ///   - section: The section a caller passed.
  ///   - function: The public call, named by the compiler.
  /// - Returns: `section`.
  func checkedSection(_ section: Int, function: String = #function) -> Int {
    requireSection(section, "\(Self.contractTypeName).\(function)")
    return section
  }

  /// `rowPath`, after a check that the model has the row, which names the calling function.
  ///
  /// - Parameters:
  ///   - rowPath: The position a caller passed.
  ///   - function: The public call, named by the compiler.
  /// - Returns: `rowPath`.
  func checkedRow(_ rowPath: RowPath, function: String = #function) -> RowPath {
    requireRow(rowPath, "\(Self.contractTypeName).\(function)")
    return rowPath
  }

  /// Stops with a message naming the call, the section and the model's shape, unless the model
  /// has the section.
  ///
  /// - Parameters:
  ///   - section: The section a caller passed.
  ///   - call: The public type and call, such as `FilterLayer.item(at:)`.
  func requireSection(_ section: Int, _ call: @autoclosure () -> String) {
    requireHeardOfChangeBelow(call())
    requireContract(
      section >= 0 && section < numberOfSections,
      "\(call()): section \(section) does not exist; the shape is \(contractShapeText)")
  }

  /// Stops with a message naming the call and the problem while the model below a layer is
  /// changing and has not told the layer what changed.
  ///
  /// Inside a transaction of the model below, from its first edit until it is published, the
  /// layer no longer matches it (`TableModelEvents.isChangeBelowPending`). A model that is no
  /// layer always passes.
  ///
  /// - Parameter call: The public type and call, such as `FilterLayer.item(at:)`.
  @inline(__always)
  func requireHeardOfChangeBelow(_ call: @autoclosure () -> String) {
    if events.isChangeBelowPending {
      contractViolation(
        "\(call()): the model below is changing and has not published the change yet (a read inside its performTransaction?), so the layer does not match it; read the layer once the change is published, or read the model below, whose reads include the change so far"
      )
    }
  }

  /// ``requireHeardOfChangeBelow(_:)`` for the calling function of this type.
  ///
  /// - Parameter function: The public call, named by the compiler.
  @inline(__always)
  func requireHeardOfChangeBelow(function: String = #function) {
    requireHeardOfChangeBelow("\(Self.contractTypeName).\(function)")
  }

  /// Stops with a message naming the call, the position and the model's shape, unless the model
  /// has a row there — or, `forInsertion`, a row may be inserted there (at the end of a section,
  /// too).
  ///
  /// - Parameters:
  ///   - rowPath: The position a caller passed.
  ///   - call: The public type and call, such as `FilterLayer.item(at:)`.
  ///   - forInsertion: Whether the position is where a row is to be inserted.
  func requireRow(
    _ rowPath: RowPath, _ call: @autoclosure () -> String, forInsertion: Bool = false
  ) {
    requireSection(rowPath.section, call())
    let count = numberOfRows(inSection: rowPath.section)
    requireContract(
      rowPath.row >= 0 && (rowPath.row < count || (forInsertion && rowPath.row == count)),
      "\(call()): row \(rowPath) \(forInsertion ? "is out of range for an insertion" : "does not exist"); the shape is \(contractShapeText)"
    )
  }
}

extension TableModelLayer {
  /// `baseRowPath`, after a check that the model below has the row, which names the calling
  /// function and the shape below.
  ///
  /// - Parameters:
  ///   - baseRowPath: The position below a caller passed.
  ///   - function: The public call, named by the compiler.
  /// - Returns: `baseRowPath`.
  func checkedBaseRow(_ baseRowPath: RowPath, function: String = #function) -> RowPath {
    let exists =
      baseRowPath.section >= 0 && baseRowPath.section < base.numberOfSections
      && baseRowPath.row >= 0
      && baseRowPath.row < base.numberOfRows(inSection: baseRowPath.section)
    requireContract(
      exists,
      "\(Self.contractTypeName).\(function): row \(baseRowPath) does not exist below; the shape below is \(base.shape)"
    )
    return baseRowPath
  }
}

extension TableModelLayer {
  /// Stops with a message naming the calling function and both shapes, unless the layer's record
  /// of the model below — `sections` sections, `rows` rows in each — still holds for `section`:
  /// for a layer that keeps state for every row below, read from inside a transaction of the
  /// model below (which tells its observers only once it is published).
  ///
  /// - Parameters:
  ///   - section: A section below that the caller checked exists.
  ///   - sections: The number of sections the layer has a record of.
  ///   - rows: The number of rows the layer has a record of in a section.
  ///   - function: The public call, named by the compiler.
  func requireRecordOfBase(
    section: Int, sections: Int, rows: (Int) -> Int, function: String = #function
  ) {
    guard
      sections != base.numberOfSections || rows(section) != base.numberOfRows(inSection: section)
    else { return }
    let record = TableModelLimits.shapeText(sectionCount: sections, rows: rows)
    contractViolation(
      "\(Self.contractTypeName).\(function): the model below has changed without telling the layer yet (a transaction of it is open?): its shape is \(base.contractShapeText), the layer's record of it \(record); read the layer once the change is published"
    )
  }
}

extension TableModelLayer {
  /// A count of the model below plus the layer's own section or row, after a check that the sum
  /// is an `Int`: a custom model below may report `Int.max` sections, or rows in a section.
  ///
  /// - Parameters:
  ///   - own: The layer's own sections or rows in it: 0 or 1.
  ///   - count: The count below.
  ///   - counted: What the model below says, such as `it has 9223372036854775807 sections`.
  ///   - element: What the layer adds: `section` or `row`.
  ///   - function: The public call, named by the compiler.
  /// - Returns: `count + own`.
  @inline(__always)
  func adding(
    _ own: Int, to count: Int, _ counted: @autoclosure () -> String, element: String,
    function: String = #function
  ) -> Int {
    let (sum, overflows) = count.addingReportingOverflow(own)
    if overflows {
      contractViolation(
        "\(Self.contractTypeName).\(function): the model below (\(Base.self)) says \(counted()); with the layer's own \(element) that is more than Int.max"
      )
    }
    return sum
  }
}
