import TableModelScenarioCells
import TableModelScenarios
import TableModelTesting

extension Scenario {
  /// Seed scenario 1: a tweet feed whose tweets declare their cell, with a load-more row and a
  /// featured section stacked on it as layers.
  static let tweetFeed = Scenario(
    name: "tweet-feed",
    summary: "tweets stream in, a load-more row pages in older ones, a featured section appears"
  ) { story in
    let feed = TweetFeed(tweets: TweetFeed.page(1))
    let stage = Stage(feed.screen, story: story, height: 5 * 44) {
      $0.cells.register(Tweet.self)  // Tweet declares TweetCell.
    }
    let table = stage.table
    stage.look(
      "The feed opens with the server's first page, 8 tweets: 5 fit on screen, "
        + "the \"Load More\" row waits below them.")

    stage.step("@swiftlang tweeted: \"Swift 6.3 is out\"") {
      feed.tweets.insert(Tweet(200, "swiftlang", "Swift 6.3 is out"), at: 0)
    }
    stage.step("@grace and @spam tweeted at the same moment: one transaction, one batch") {
      feed.tweets.performTransaction {
        feed.tweets.insert(Tweet(201, "grace", "A ship in port is safe"), at: 0)
        feed.tweets.insert(Tweet(202, "spam", "Win a free phone!!!"), at: 0)
      }
    }
    stage.step("You scroll to the bottom: the \"Load More\" row appears and asks for page 2") {
      try table.scrollToRow(at: feed.lastRow(in: table), at: .bottom)
    }
    stage.check(feed.pagesRequested == 1, "page 2 requested once; the row shows \"Loading…\"")

    stage.step("Page 2 arrives: 4 older tweets, and the server has more") {
      feed.tweets.append(contentsOf: TweetFeed.page(2))
      feed.paged.finishLoading(hasMore: true)
    }
    stage.step("You scroll to the bottom again: the row asks for page 3") {
      try table.scrollToRow(at: feed.lastRow(in: table), at: .bottom)
    }
    stage.check(feed.pagesRequested == 2, "page 3 requested")
    stage.step("The network drops: page 3 fails, and the row says so") {
      feed.paged.failLoading(message: "Offline. Tap to try again.")
    }
    stage.step("You tap the row: it asks for page 3 again") {
      table.tapRow(at: feed.lastRow(in: table))
    }
    stage.check(feed.pagesRequested == 3, "page 3 requested again, and only on the tap")
    stage.step("Page 3 arrives, the last one: the \"Load More\" row goes away") {
      feed.tweets.append(contentsOf: TweetFeed.page(3))
      feed.paged.finishLoading(hasMore: false)
    }
    stage.step("You scroll back to the top") { try table.setContentOffset(0) }

    stage.step("The editors feature two tweets: a \"Featured\" section appears on top") {
      feed.screen.setItems([
        Tweet(300, "wwdc", "Keynote at 10am"), Tweet(301, "ada", "Algorithms are poetry"),
      ])
    }
    let grace = RowPath(row: feed.tweets.index(id: 201) ?? 0, section: 1)
    let graceCell = table.cellForRow(at: grace)
    stage.step("@grace edited her tweet: \"…but that is not what ships are built for\"") {
      feed.tweets.update(Tweet(201, "grace", "…but that is not what ships are built for"))
    }
    stage.check(
      graceCell != nil && table.cellForRow(at: grace) === graceCell,
      "the edited tweet kept its cell, reconfigured in place")
    stage.step("@spam's tweet was deleted") { feed.tweets.remove(id: 202) }
    stage.finish()
  }
}

extension TweetFeed {
  /// The last row of the feed's section: the load-more row while it shows.
  func lastRow(in table: HeadlessTableView) -> RowPath {
    let section = table.numberOfSections - 1
    return RowPath(row: table.numberOfRows(inSection: section) - 1, section: section)
  }

  /// A page of older tweets, as the server sends it.
  static func page(_ number: Int) -> [Tweet] {
    switch number {
    case 1:
      [
        Tweet(108, "ada", "Notes on the Engine"), Tweet(107, "alan", "Can machines think?"),
        Tweet(106, "barbara", "Abstraction matters"), Tweet(105, "edsger", "GOTO considered"),
        Tweet(104, "donald", "Premature optimisation"), Tweet(103, "margaret", "Apollo code"),
        Tweet(102, "linus", "Talk is cheap"), Tweet(101, "ken", "Hello, world"),
      ]
    case 2:
      [
        Tweet(100, "dennis", "C is quirky"), Tweet(99, "john", "Lisp at 60"),
        Tweet(98, "frances", "Compilers!"), Tweet(97, "tony", "My billion-dollar mistake"),
      ]
    default:
      [Tweet(96, "niklaus", "Algorithms + data"), Tweet(95, "bjarne", "Two kinds of languages")]
    }
  }
}
