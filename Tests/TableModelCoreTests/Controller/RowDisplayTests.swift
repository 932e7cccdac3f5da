import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// Heights, indentation and accessories.
@MainActor
@Suite struct RowDisplayTests {
  @Test func heights_fixedAutomaticAndStandard_reachTheTable() {
    let fixture = ControllerFixture(ArrayTableModel([Tweet(0), Tweet(1), Tweet(2)])) {
      $0.cells.register(TweetCell.self)
      $0.core.setBehavior(for: Tweet.self) { tweet in
        RowBehavior {
          switch tweet.id {
          case 0: $0.height = .fixed(100)
          case 1: $0.height = .automatic(estimated: 70)
          default: break
          }
        }
      }
    }
    #expect(fixture.table.rectForRow(at: p(0, 0)).height == 100)
    #expect(fixture.table.rectForRow(at: p(0, 1)).height == 70, "headless: the estimate")
    #expect(fixture.core.height(at: p(0, 1), width: 320) == TableControllerCore.automaticHeight)
    #expect(fixture.table.rectForRow(at: p(0, 2)).height == fixture.table.rowHeight)
    #expect(fixture.core.estimatedHeight(at: p(0, 2)) == nil)
  }

  /// Where a type's rows get their behaviour is found once per type; a behaviour set for the
  /// type after its rows were sized still reaches them.
  @Test func behaviorSetAfterTheRowsWereSized_reachesThem() {
    let fixture = ControllerFixture(ArrayTableModel([Tweet(0), Tweet(1)])) {
      $0.cells.register(TweetCell.self)
    }
    #expect(fixture.core.height(at: p(0, 1), width: 320) == nil, "standard")
    fixture.core.setBehavior(for: Tweet.self) { _ in RowBehavior { $0.height = .fixed(90) } }
    #expect(fixture.core.height(at: p(0, 1), width: 320) == 90)
    fixture.core.setBehavior(for: Tweet.self) { _ in RowBehavior() }
    #expect(fixture.core.height(at: p(0, 1), width: 320) == nil)
  }

  @Test func computedHeights_areCachedPerIdentityContentAndWidth_andInvalidatedByUpdatesOnly() {
    let model = ArrayTableModel((0..<5).map { Tweet($0) })
    let fixture = ControllerFixture(model) {
      $0.cells.register(TweetCell.self)
      $0.core.setBehavior(for: Tweet.self) { tweet in
        RowBehavior {
          $0.height = .computed(estimated: 44) { width in Double(tweet.text.count) * 1000 / width }
        }
      }
    }
    let afterLoad = fixture.core.computedHeightCount
    #expect(afterLoad == 5)
    _ = (0..<5).map { fixture.core.height(at: p(0, $0), width: 320) }
    #expect(fixture.core.computedHeightCount == afterLoad, "all five came from the cache")
    model.update(Tweet(2, "ada", "a much longer text than before"))
    model.insert(Tweet(9), at: 0)
    _ = (0..<6).map { fixture.core.height(at: p(0, $0), width: 320) }
    #expect(fixture.core.computedHeightCount == afterLoad + 2, "the updated row and the new one")
    #expect(fixture.table.rectForRow(at: p(0, 3)).height == 30.0 * 1000 / 320)
    _ = fixture.core.height(at: p(0, 0), width: 640)
    #expect(fixture.core.computedHeightCount == afterLoad + 3, "another width is another entry")
  }

  @Test func heightCache_isInvalidatedByExactlyTheUpdatedRows() {
    let model = ArrayTableModel((0..<3).map { Tweet($0) })
    var computed: [Int] = []
    let fixture = ControllerFixture(model) {
      $0.cells.register(TweetCell.self)
      $0.core.setBehavior(for: Tweet.self) { tweet in
        RowBehavior {
          $0.height = .computed(estimated: 44) { _ in
            computed.append(tweet.id)
            return 50
          }
        }
      }
    }
    computed = []
    model.update(Tweet(1, "bob"))
    _ = fixture.table.rectForRow(at: p(0, 2))
    #expect(computed == [1])
  }

  @Test func indentationAndAccessories_areShownAndRendered() {
    let fixture = ControllerFixture(ArrayTableModel([Tweet(0), Tweet(1), Tweet(2)])) {
      $0.cells.register(TweetCell.self)
      $0.core.setBehavior(for: Tweet.self) { tweet in
        RowBehavior {
          $0.indentationLevel = tweet.id
          $0.accessory = [.disclosureIndicator, .checkmark, .detailDisclosureButton][tweet.id]
        }
      }
    }
    #expect(fixture.table.cellForRow(at: p(0, 2))?.indentationLevel == 2)
    #expect(fixture.table.cellForRow(at: p(0, 1))?.accessory == .checkmark)
    #expect(
      fixture.table.render() == """
        section 0 · 3 rows
          0  @ada — tweet 0 ›
          1    @ada — tweet 1 ✓
          2      @ada — tweet 2 ⓘ›
        """)
  }
}
