extension Array where Element == Int {
  /// The number of elements of this sorted array that are less than `value`.
  ///
  /// - Complexity: O(log *n*).
  func countOfElements(lessThan value: Int) -> Int {
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) / 2
      if self[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
  }
}
