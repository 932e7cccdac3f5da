// What README.md's UIKit snippets use without declaring it (see Scripts/check-doc-snippets.py).

struct API {
  func fetchNextPage() {}
}

let api = API()
