import Foundation

/// Reads an integer from the environment, for knobs such as the number of fuzz cases.
///
/// - Parameters:
///   - name: The environment variable.
///   - defaultValue: The value when the variable is unset or not an integer.
/// - Returns: The variable's value or the default.
public func environmentInteger(_ name: String, default defaultValue: Int) -> Int {
  guard let raw = ProcessInfo.processInfo.environment[name], let value = Int(raw) else {
    return defaultValue
  }
  return value
}
