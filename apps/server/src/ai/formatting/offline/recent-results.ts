/**
 * `compute` with its results for the last `size` texts kept: the formatter reads some sentences more than once in a
 * row (as themselves and as neighbours, or to split and then to place them).
 */
export function keepRecentResults<T>(compute: (text: string) => T, size: number): (text: string) => T {
  const recent = new Map<string, T>()
  return (text) => {
    if (recent.has(text)) return recent.get(text)!
    const result = compute(text)
    if (recent.size >= size) recent.delete(recent.keys().next().value!)
    recent.set(text, result)
    return result
  }
}
