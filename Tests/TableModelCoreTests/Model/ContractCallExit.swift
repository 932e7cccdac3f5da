import Testing

/// A call that breaks a contract, of either list, as the one Codable value an exit test captures.
///
/// An exit test cannot run in a generic function, so the helper takes this concrete type rather
/// than any list of calls.
enum ContractCall: Codable, Sendable {
  case outOfRange(OutOfRangeCall)
  case badInput(BadInputCall)
  case bulkAdd(BulkAddCall)
  case invalidHeight(InvalidHeightCall)
  case changeBelow(ChangeBelowCall)
  case layerReadDuringChangeBelow(LayerReadDuringChangeBelowCall)
  case layerReadInsideTransaction(LayerReadInsideTransactionCall)

  /// What the message must say.
  var expectedMessage: String {
    switch self {
    case .outOfRange(let call): call.expectedMessage
    case .badInput(let call): call.expectedMessage
    case .bulkAdd(let call): call.expectedMessage
    case .invalidHeight(let call): call.expectedMessage
    case .changeBelow(let call): call.expectedMessage
    case .layerReadDuringChangeBelow(let call): call.expectedMessage
    case .layerReadInsideTransaction(let call): call.expectedMessage
    }
  }

  /// Makes the call.
  @MainActor func perform() {
    switch self {
    case .outOfRange(let call): call.perform()
    case .badInput(let call): call.perform()
    case .bulkAdd(let call): call.perform()
    case .invalidHeight(let call): call.perform()
    case .changeBelow(let call): call.perform()
    case .layerReadDuringChangeBelow(let call): call.perform()
    case .layerReadInsideTransaction(let call): call.perform()
    }
  }
}

/// Expects a call to stop the process with a message that contains the call's expected message,
/// after the library's `TableModelKit: ` prefix.
///
/// - Parameters:
///   - call: The call.
///   - sourceLocation: Where a failure is reported.
func expectStops(_ call: ContractCall, sourceLocation: SourceLocation = #_sourceLocation) async {
  let result = await #expect(
    processExitsWith: .failure, observing: [\.standardErrorContent],
    sourceLocation: sourceLocation
  ) { [call] in
    await MainActor.run { call.perform() }
  }
  let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  #expect(
    message.contains("TableModelKit: " + call.expectedMessage), "\(message)",
    sourceLocation: sourceLocation)
}
