import TableModelTestSupport
import TableModelTesting
import Testing

/// An exact swipe-action colour with a component that is no number: it stops, in every build
/// configuration, naming the call and the component.
///
/// Before, the colour was made: `UIColor` draws such a colour as garbage, and the colour was not
/// even equal to itself.
@Suite struct SwipeColorContractTests {
  static let components: [(name: String, value: Double)] = [
    ("red", .nan), ("green", .infinity), ("blue", -.infinity), ("alpha", .nan),
  ]

  @Test(arguments: 0..<4)
  func aComponentThatIsNotFinite_stopsNamingTheCallAndTheComponent(_ index: Int) async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) { [index] in
      var values = [0.5, 0.5, 0.5, 1]
      values[index] = SwipeColorContractTests.components[index].value
      _ = SwipeAction.Color.rgba(
        red: values[0], green: values[1], blue: values[2], alpha: values[3])
    }
    let (name, value) = Self.components[index]
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "TableModelKit: SwipeAction.Color.rgba(red:green:blue:alpha:): the \(name) component \(value) is not finite"
      ), "\(message)")
  }

  @Test func finiteComponents_outsideZeroToOne_makeAColour() {
    // UIColor takes extended-range components (wide colour).
    let color = SwipeAction.Color.rgba(red: 1.2, green: -0.1, blue: 0, alpha: 1)
    #expect(color == color)
    #expect(color.name == "rgba(1.2, -0.1, 0.0, 1.0)")
  }
}
