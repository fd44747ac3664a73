import Glibc

/// The samples of a stream's calls, some of them still being made when the stream starts.
///
/// A cold cache would otherwise hold the first beep back until every phrase had been resampled at
/// best quality, tens of milliseconds of CPU a phrase, although the first level's call comes a
/// minute in. The plan needs only the clips' lengths, known as soon as the phrases are spoken, so
/// the samples are made in the background in the order the stream plays them, and a reader that
/// comes to a clip before it is made waits for it: a stream plays its own calls or none at all,
/// never a different one, and a live run stays sample for sample its render.
public final class CallClips: @unchecked Sendable {
    /// The number of clips.
    public let count: Int
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let madeOne: UnsafeMutablePointer<pthread_cond_t>
    /// Each clip's samples once made; guarded by `mutex`.
    private var slots: [[Int16]?]

    /// `count` clips, none made yet: `fill(_:with:)` makes each.
    public init(count: Int) {
        self.count = count
        slots = Array(repeating: nil, count: count)
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        madeOne = .allocate(capacity: 1)
        pthread_cond_init(madeOne, nil)
    }

    /// Clips that are all made already.
    public convenience init(_ clips: [[Int16]]) {
        self.init(count: clips.count)
        for (index, clip) in clips.enumerated() { fill(index, with: clip) }
    }

    deinit {
        pthread_cond_destroy(madeOne)
        pthread_mutex_destroy(mutex)
        madeOne.deallocate()
        mutex.deallocate()
    }

    /// Sets the samples of clip `index` and wakes whoever waits for them. A clip is made once.
    public func fill(_ index: Int, with samples: [Int16]) {
        pthread_mutex_lock(mutex)
        precondition(slots[index] == nil, "a call clip made twice")
        slots[index] = samples
        pthread_cond_broadcast(madeOne)
        pthread_mutex_unlock(mutex)
    }

    /// The samples of clip `index`, waiting until they are made.
    public func samples(_ index: Int) -> [Int16] {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while true {
            if let samples = slots[index] { return samples }
            pthread_cond_wait(madeOne, mutex)
        }
    }

    /// Waits until every clip is made.
    public func waitForAll() {
        for index in 0..<count { _ = samples(index) }
    }

    /// True when clip `index` is made (a reader would not wait for it).
    public func isMade(_ index: Int) -> Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return slots[index] != nil
    }
}
