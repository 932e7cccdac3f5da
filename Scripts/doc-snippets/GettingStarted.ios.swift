// What GettingStarted.md's UIKit snippets use without declaring it; Tweet is the article's.

struct Tweet: Diffable, Hashable {
  let id: Int
  var author: String
  var text: String
}

@MainActor let tweets = ArrayTableModel<Tweet>()
