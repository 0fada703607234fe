/* global jest */
// A story whose check fails is run once more, and the first failure is printed all the same: a
// real change fails twice and fails the run; a story that is not still (a race between its last
// state and its picture) shows in the log, to be made still, without stopping everyone's build.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
