extension FlagTree {
  /// The bits of a run of flags: bit *k* of the run is bit `k % 64` of word `k / 64`, and the
  /// bits from ``count`` on are zero.
  final class Leaf {
    /// The most flags a leaf holds.
    static var capacity: Int { 1_024 }
    /// The words of a full leaf.
    static var wordCount: Int { capacity / 64 }

    let words: UnsafeMutablePointer<UInt64>
    var count = 0
    var setCount = 0

    init() {
      words = .allocate(capacity: Self.wordCount)
      words.initialize(repeating: 0, count: Self.wordCount)
    }

    deinit {
      words.deallocate()
    }

    /// Whether the flag at `offset` is set.
    func flag(at offset: Int) -> Bool {
      words[offset &>> 6] & (1 &<< UInt64(offset & 63)) != 0
    }

    /// The number of set flags before `offset`, counted from the nearer end of the leaf.
    func setCount(before offset: Int) -> Int {
      let word = offset &>> 6
      let below = (1 &<< UInt64(offset & 63)) &- 1
      if offset <= count / 2 {
        var total = (words[word] & below).nonzeroBitCount
        for index in 0..<word { total &+= words[index].nonzeroBitCount }
        return total
      }
      var above = (words[word] & ~below).nonzeroBitCount
      let last = (count &- 1) &>> 6
      if word < last {
        for index in (word &+ 1)...last { above &+= words[index].nonzeroBitCount }
      }
      return setCount &- above
    }

    /// The offset of the set flag of rank `rank` in this leaf (`rank < setCount`), searched from
    /// the nearer end.
    func offset(ofSetFlag rank: Int) -> Int {
      if rank < setCount / 2 {
        var remaining = rank
        var word = 0
        while true {
          let set = words[word].nonzeroBitCount
          if remaining < set {
            return word &* 64 &+ Self.offset(ofSetBit: remaining, in: words[word])
          }
          remaining &-= set
          word &+= 1
        }
      }
      var before = setCount
      var word = (count &- 1) &>> 6
      while true {
        let set = words[word].nonzeroBitCount
        before &-= set
        if before <= rank {
          return word &* 64 &+ Self.offset(ofSetBit: rank &- before, in: words[word])
        }
        word &-= 1
      }
    }

    /// The position of the set bit of rank `rank` (counted from the lowest bit) in `word`,
    /// halving the window six times.
    static func offset(ofSetBit rank: Int, in word: UInt64) -> Int {
      var word = word
      var remaining = rank
      var position = 0
      var width: UInt64 = 32
      while width > 0 {
        let low = (word & ((1 &<< width) &- 1)).nonzeroBitCount
        if remaining >= low {
          remaining &-= low
          word &>>= width
          position &+= Int(width)
        }
        width &>>= 1
      }
      return position
    }

    /// Inserts a flag at `offset`, shifting the flags from there on up by one; the leaf is not
    /// full.
    func insert(_ flag: Bool, at offset: Int) {
      let word = offset &>> 6
      var index = count &>> 6
      while index > word {
        words[index] = (words[index] &<< 1) | (words[index &- 1] &>> 63)
        index &-= 1
      }
      let bit = UInt64(offset & 63)
      let below = (1 &<< bit) &- 1
      let value = words[word]
      words[word] = (value & below) | ((value & ~below) &<< 1) | (flag ? 1 &<< bit : 0)
      count &+= 1
      if flag { setCount &+= 1 }
    }

    /// Removes the flag at `offset`, shifting the flags after it down by one, and returns it.
    func remove(at offset: Int) -> Bool {
      let word = offset &>> 6
      let bit = UInt64(offset & 63)
      let below = (1 &<< bit) &- 1
      let value = words[word]
      let flag = value & (1 &<< bit) != 0
      let last = (count &- 1) &>> 6
      var shifted = (value & below) | ((value &>> 1) & ~below)
      var index = word
      while index < last {
        words[index] = shifted | (words[index &+ 1] &<< 63)
        index &+= 1
        shifted = words[index] &>> 1
      }
      words[index] = shifted
      count &-= 1
      if flag { setCount &-= 1 }
      return flag
    }

    /// Moves the upper half of this full leaf's flags to a new leaf, and returns it.
    func splitOffUpperHalf() -> Leaf {
      let right = Leaf()
      let half = Self.wordCount / 2
      for index in 0..<half {
        right.words[index] = words[half &+ index]
        words[half &+ index] = 0
      }
      right.count = count &- half &* 64
      count = half &* 64
      right.setCount = (0..<half).reduce(0) { $0 &+ right.words[$1].nonzeroBitCount }
      setCount &-= right.setCount
      return right
    }

    /// Appends the flags of `other` after this leaf's; they fit together.
    func append(contentsOf other: Leaf) {
      let shift = UInt64(count & 63)
      let start = count &>> 6
      let otherWords = (other.count &+ 63) &>> 6
      for index in 0..<otherWords {
        let value = other.words[index]
        words[start &+ index] |= value &<< shift
        if shift > 0, start &+ index &+ 1 < Self.wordCount {
          words[start &+ index &+ 1] |= value &>> (64 &- shift)
        }
      }
      count &+= other.count
      setCount &+= other.setCount
    }
  }
}
