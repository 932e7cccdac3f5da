public import TableModelCore

/// A post of the tweet feed: which post it is, and what its cell shows.
///
/// The identity is ``id``; the author, the text and the likes are content, so an edited tweet
/// keeps its row and its cell is reconfigured in place.
///
/// ```swift
/// Tweet(id: 42, author: "grace", text: "A ship in port is safe")
/// Tweet(7)   // @ada says "tweet 7": sample data in one word
/// ```
public struct Tweet: Diffable, Hashable, Sendable {
  /// Which post it is.
  public var id: Int
  /// Who posted it, without the `@`.
  public var author: String
  /// What it says.
  public var text: String
  /// How many people liked it.
  public var likes: Int

  /// Creates a tweet.
  ///
  /// - Parameters:
  ///   - id: Which post it is.
  ///   - author: Who posted it, without the `@`.
  ///   - text: What it says.
  ///   - likes: How many people liked it.
  public init(id: Int, author: String, text: String, likes: Int = 0) {
    self.id = id
    self.author = author
    self.text = text
    self.likes = likes
  }

  /// Creates a tweet without likes, written as sample data is: `Tweet(1)` is @ada saying
  /// "tweet 1".
  ///
  /// - Parameters:
  ///   - id: Which post it is.
  ///   - author: Who posted it, without the `@`.
  ///   - text: What it says; by default `"tweet <id>"`.
  public init(_ id: Int, _ author: String = "ada", _ text: String? = nil) {
    self.init(id: id, author: author, text: text ?? "tweet \(id)")
  }
}
