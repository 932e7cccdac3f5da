/// A post of the feed: which post it is (`id`) and what its cell shows.
struct Tweet: Hashable, Identifiable, Sendable {
  var id: Int
  var author: String
  var text: String
  var likes = 0
}
