// What TableModels.md's snippets use without declaring it (see Scripts/check-doc-snippets.py).

struct Tweet: Diffable, Hashable {
  let id: Int
  var author: String
  var text: String
}

let tweet = Tweet(id: 1, author: "ada", text: "Hello")
let pinned = Tweet(id: 2, author: "grace", text: "Pinned")
let edited = Tweet(id: 1, author: "ada", text: "Hello, world")
let deleted = tweet
let page = [tweet]
let query = "swift"
let ada = Contact(id: 1, name: "Ada")
let grace = Contact(id: 2, name: "Grace")
@MainActor let tweets = ArrayTableModel<Tweet>()
@MainActor let contacts = SectionedTableModel<TitledSection, Contact>(sections: [])

func search(_ query: String) async throws -> [Tweet] { [] }
