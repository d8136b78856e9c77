export { reportJobRunner } from './plugin';
export { JobFailure, JobRunner, DEFAULT_JOB_RUNNER_OPTIONS, JOB_INTERRUPTED_MESSAGE, type JobContext, type JobHandler, type JobRunnerOptions } from './runner';
export type { ReportKind } from './repository';
