import Foundation

/// The level of a sample in dBFS (of Int16 full scale).
func dBFS(_ sample: Int16) -> Double { 20 * log10(Double(abs(Int(sample))) / 32768) }
