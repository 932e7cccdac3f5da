import Foundation
import TableModelScenarioCells
import TableModelScenarios
import TableModelTestSupport
import TableModelTesting
import Testing

/// The outputs the articles print are what the code prints.
///
/// Each test reads a rendering, a batch, a diff's stages or a model's events from an article and
/// runs the example they belong to, so an article whose example changes, or code whose output
/// changes, fails here. `Scripts/check-doc-snippets.py` checks that the snippets compile.
@MainActor
@Suite struct ArticleOutputTests {
  private static let core = "Sources/TableModelCore/TableModelCore.docc/Articles/"
  private static let diff = "Sources/TableModelDiff/TableModelDiff.docc/Articles/"
  private static let testing = "Sources/TableModelTesting/TableModelTesting.docc/Articles/"

  /// The article's lines from the one where `marker` ends, which may wrap where a space is.
  private func lines(after marker: String, in article: String) throws -> [Substring] {
    let text = try RepositoryFiles.text(article)
    let flat = text.replacingOccurrences(of: "\n", with: " ")
    let range = try #require(flat.range(of: marker), "\(article) no longer says \"\(marker)\"")
    let end = text.index(
      text.startIndex, offsetBy: flat.distance(from: flat.startIndex, to: range.upperBound))
    return text[end...].split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The lines of the first fenced block after `marker` in an article.
  private func block(after marker: String, in article: String) throws -> String {
    let lines = try lines(after: marker, in: article)
    let open = try #require(lines.firstIndex { $0.hasPrefix("```") })
    let close = try #require(lines[(open + 1)...].firstIndex { $0.hasPrefix("```") })
    return lines[(open + 1)..<close].joined(separator: "\n")
  }

  /// The comment lines (`// …`) that follow the line where `marker` ends, without their `//`.
  private func comments(after marker: String, in article: String) throws -> [String] {
    try lines(after: marker, in: article).dropFirst()
      .prefix { $0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
      .map {
        $0.trimmingCharacters(in: .whitespaces).dropFirst(2).trimmingCharacters(in: .whitespaces)
      }
  }

  /// The comment at the end of the first line that starts with `code` in an article.
  private func trailingComment(of code: String, in article: String) throws -> String {
    let text = try RepositoryFiles.text(article)
    let line = try #require(
      text.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(code) },
      "\(article) no longer has a line \(code)")
    let comment = try #require(line.range(of: "// "), "\(article): \(code) states nothing")
    return String(line[comment.upperBound...])
  }

  /// The first multi-line string literal (`"""`) after `marker` in an article, without the
  /// indentation of its closing delimiter, as Swift reads it.
  private func stringLiteral(after marker: String, in article: String) throws -> String {
    let lines = try lines(after: marker, in: article).dropFirst()
    let close = try #require(
      lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\"\"\"") })
    let indentation = lines[close].prefix { $0 == " " }.count
    return lines[lines.startIndex..<close].map { String($0.dropFirst(indentation)) }
      .joined(separator: "\n")
  }

  // MARK: Getting started

  @Test func gettingStarted_aTweetArrives_rendersAsTheArticlesTestExpects() throws {
    let tweets = ArrayTableModel([Tweet(id: 1, author: "ada", text: "Hello")])
    let table = HeadlessTableView(width: 320, height: 440)
    let controller = HeadlessTableController(model: tweets)
    controller.cells.register(TweetCell.self)  // the article's: "@author" — the text
    controller.attach(to: table)
    tweets.insert(Tweet(id: 2, author: "grace", text: "Hi"), at: 0)

    let expected = try stringLiteral(
      after: "table.render() == \"\"\"", in: Self.core + "GettingStarted.md")
    #expect(table.lastBatch?.calls == [.insertRows([RowPath(row: 0, section: 0)], .automatic)])
    #expect(table.render() == expected)
  }

  // MARK: Diffing and batches

  private typealias FeedSection = TableSection<TitledSection, Tweet>

  @Test func diffingAndBatches_aMovedEditedRow_isOneStage_asPrinted() throws {
    let latest = TitledSection(id: "latest")
    let (first, second) = (
      Tweet(id: 1, author: "a", text: "1"), Tweet(id: 2, author: "b", text: "2")
    )
    var edited = second
    edited.text = "2, edited"
    let changes = StagedChangeset(
      source: [
        FeedSection(model: TitledSection(id: "top"), items: []),
        FeedSection(model: latest, items: [first, second]),
      ],
      target: [
        FeedSection(model: TitledSection(id: "top"), items: []),
        FeedSection(model: latest, items: [edited, first, Tweet(id: 3, author: "c", text: "3")]),
      ])

    let printed = try block(
      after: "editing the second and appending a third gives one stage:",
      in: Self.diff + "DiffingAndBatches.md")
    #expect(changes.debugDescription == printed)
  }

  @Test func diffingAndBatches_mergingPinnedIntoLatest_takesTwoStages_asPrinted() throws {
    let (pinned, latest) = (TitledSection(id: "pinned"), TitledSection(id: "latest"))
    let tweets = (1...3).map { Tweet(id: $0, author: "ada", text: "\($0)") }
    let changes = StagedChangeset(
      source: [
        FeedSection(model: pinned, items: [tweets[2]]),
        FeedSection(model: latest, items: [tweets[0], tweets[1]]),
      ],
      target: [FeedSection(model: latest, items: tweets)])

    let printed = try block(
      after: "so it takes two stages:", in: Self.diff + "DiffingAndBatches.md")
    #expect(changes.debugDescription == printed)
  }

  @Test func diffingAndBatches_duplicateIdentities_areReported_asPrinted() throws {
    let changes = StagedChangeset(
      source: [
        Tweet(id: 1, author: "", text: "a"), Tweet(id: 2, author: "", text: "b"),
        Tweet(id: 1, author: "", text: "c"),
      ],
      target: [Tweet(id: 1, author: "", text: "a"), Tweet(id: 3, author: "", text: "d")])

    let printed = try comments(
      after: "print(changes.debugDescription)", in: Self.diff + "DiffingAndBatches.md")
    #expect(
      changes.debugDescription.split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      } == printed)
  }

  // MARK: README

  private struct Message: Diffable, Hashable {
    let id: Int
  }

  @Test func readme_theInboxsOperations_publishTheChangesItsCommentsState() throws {
    let inbox = ArrayTableModel((0..<12).map(Message.init))  // twelve messages
    var printed: [String] = []
    let observation = inbox.events.observe { event in
      if case .changed = event { printed.append("\(event)") }
    }
    inbox.append(Message(id: 12))
    inbox.remove(id: 3)

    let stated = try ["inbox.append(message)", "inbox.remove(id: spam.id)"].map {
      try trailingComment(of: $0, in: "README.md")
    }
    #expect(printed == stated)
    _ = observation
  }

  // MARK: Table models

  @Test func tableModels_aMoveBetweenSections_isObserved_asPrinted() throws {
    let (ada, grace) = (
      Tweet(id: 1, author: "ada", text: ""), Tweet(id: 2, author: "grace", text: "")
    )
    let contacts = SectionedTableModel(sections: [
      TableSection(model: TitledSection(id: "favourites"), items: []),
      TableSection(model: TitledSection(id: "all"), items: [ada, grace]),
    ])
    var printed: [String] = []
    let observation = contacts.events.observe { printed.append("\($0)") }
    contacts.move(id: ada.id, to: RowPath(row: 0, section: 0))

    let article = try comments(
      after: "print(event) } contacts.move(id: ada.id, to: RowPath(row: 0, section: 0))",
      in: Self.core + "TableModels.md")
    #expect(printed == article)
    _ = observation
  }

  @Test func tableModels_aTransaction_isOneBatch_asPrinted() throws {
    let tweets = ArrayTableModel((1...3).map { Tweet(id: $0, author: "ada", text: "\($0)") })
    var printed: [String] = []
    let observation = tweets.events.observe {
      if case .changed(let change) = $0 { printed.append("\(change)") }
    }
    tweets.performTransaction {
      tweets.remove(id: 3)
      tweets.append(Tweet(id: 4, author: "edsger", text: "Go To considered harmful"))
      tweets.move(from: 0, to: 1)
    }

    let article = try comments(
      after: "  tweets.move(from: 0, to: 1) }", in: Self.core + "TableModels.md")
    #expect(printed == [article.joined(separator: "\n")])
    _ = observation
  }

  @Test func tableModels_repeatedIdentities_areDescribed_asPrinted() throws {
    let tweets = ArrayTableModel<Tweet>()
    let rows = #expect(throws: DuplicateIdentityError.self) {
      try tweets.replace(with: [
        Tweet(id: 7, author: "", text: "a"), Tweet(id: 7, author: "", text: "b"),
      ])
    }
    let sectioned = SectionedTableModel<TitledSection, Tweet>(sections: [])
    let sections = #expect(throws: DuplicateIdentityError.self) {
      try sectioned.replace(
        with: ["favourites", "all", "favourites"].map {
          TableSection(model: TitledSection(id: $0), items: [])
        })
    }

    let article = Self.core + "TableModels.md"
    #expect(try rows.map { "\($0)" } == trailingComment(of: "print(error)", in: article))
    let sectionLine = try comments(after: "print(error)", in: article).first
    #expect(sectionLine == sections.map { "A repeated section identity: \($0)" })
  }

  // MARK: Controllers and layers

  @Test func controllersAndLayers_theTwoOrdersOfLoadMoreAndFeatured_renderAsShown() throws {
    let featured = [Tweet(id: 100, author: "swift", text: "Swift 6 released")]
    let header = TitledSection(id: "featured", headerTitle: "Featured")
    let article = Self.core + "ControllersAndLayers.md"
    let stacks: [(any TableModel, String)] = [
      (
        tweets().withLoadMore {}.withFeaturedSection(header, items: featured, at: .bottom),
        "so its row ends the tweets' section, and the featured section comes after it:"
      ),
      (
        tweets().withFeaturedSection(header, items: featured, at: .bottom).withLoadMore {},
        "as the last section of its model, and puts its row there:"
      ),
    ]
    for (stack, marker) in stacks {
      let table = HeadlessTableView(height: 1_000)
      let controller = HeadlessTableController(model: stack)
      controller.cells.register(TweetCell.self)
      controller.attach(to: table)
      try table.settle()
      #expect(table.render() == (try block(after: marker, in: article)))
    }
  }

  private func tweets() -> ArrayTableModel<Tweet> {
    ArrayTableModel([
      Tweet(id: 1, author: "ada", text: "Hello"), Tweet(id: 2, author: "grace", text: "Hi"),
    ])
  }

  // MARK: Interaction objects

  private struct Profile {
    var phones: [String]
    var isAdmin = false
  }

  private struct ProfileHeader: Diffable, Hashable {
    var id: String { "profile-header" }
    var name: String
  }

  /// The article's profile screen, without its actions.
  private func profileModel() -> InteractionTableModel<Profile> {
    InteractionTableModel(Profile(phones: ["+44 20 7946 0000"])) { profile in
      InteractionSection("Contact") {
        InteractionRow(
          "Email", value: "ada@example.com", image: .named("envelope"),
          accessory: .disclosureIndicator
        ) { _ in }
        for (index, phone) in profile.phones.enumerated() {
          InteractionRow("Phone", value: phone, id: "phone-\(index)", accessory: .detailButton)
        }
      }
      if profile.isAdmin {
        InteractionSection("Admin", footer: "Visible to admins only") {
          InteractionRow("Moderation Queue", value: "3", accessory: .disclosureIndicator) { _ in }
        }
      }
      InteractionSection {
        InteractionRow("Sign Out") { _ in }
      }
    } header: { _ in
      ProfileHeader(name: "Ada Lovelace")
    }
  }

  @Test func interactionObjects_theProfileScreen_rendersAndChanges_asShown() throws {
    let model = profileModel()
    let table = HeadlessTableView(height: 1_000)
    let controller = HeadlessTableController(model: model)
    controller.headerFooters.registerTableHeader(
      HeadlessTableViewHeaderFooterView.self, for: ProfileHeader.self
    ) { view, header in view.text = header.name }
    controller.attach(to: table)
    let article = Self.core + "InteractionObjects.md"
    #expect(table.render() == (try block(after: "the screen renders like this:", in: article)))

    var batches: [BatchRecord] = []
    table.onBatch = { batches.append($0) }
    model.reload(with: Profile(phones: ["+44 20 7946 0000", "+44 20 7946 0001"], isAdmin: true))
    let printed = try block(
      after: "which inserts the \"Admin\" section and the new phone row:", in: article)
    #expect(batches.map { "\($0)" } == [printed])
  }

  // MARK: Testing on Linux

  @Test func testingOnLinux_fortyFruitsScrolled_renderAsShown() throws {
    let list = StubDataSource([(1...40).map { "Fruit \($0)" }])
    let table = HeadlessTableView(height: 100)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = list
    try table.reloadData()
    try table.scrollToRow(at: RowPath(row: 20, section: 0), at: .top)
    try table.selectRow(at: RowPath(row: 21, section: 0), animated: false, scrollPosition: .none)

    let article = Self.testing + "TestingOnLinux.md"
    #expect(
      table.render() == (try block(after: "scrolled to row 20, with row 21 selected:", in: article))
    )
  }

  @Test func testingOnLinux_aDeleteWithoutTheModel_isRefused_withTheMessageShown() throws {
    let list = StubDataSource([["Apple", "Cherry", "Damson"]])
    let table = HeadlessTableView(height: 400)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = list
    try table.reloadData()
    let error = #expect(throws: TableUpdateError.self) {
      try table.deleteRows(at: [RowPath(row: 0, section: 0)])
    }

    let article = Self.testing + "TestingOnLinux.md"
    let message = try comments(after: "  error.message", in: article).joined(separator: " ")
    #expect(error?.message == message)
    #expect(error.map { "\($0.rule.identifier)" } == "R24")
  }

  // MARK: Cell factories

  @Test func cellFactories_aClosureBinding_derivesTheReuseIdentifier_asPrinted() throws {
    struct Notice: Diffable, Hashable {
      let id: Int
    }
    var cells = CellFactory<HeadlessTableView>()
    cells.register(HeadlessTableViewCell.self, for: Notice.self, style: "banner") { _, _ in }

    let stated = try trailingComment(
      of: "cells.reuseIdentifier(for: notice)", in: Self.core + "CellFactories.md")
    #expect(cells.reuseIdentifier(for: Notice(id: 1)).map { "\"\($0)\"" } == stated)
  }
}
