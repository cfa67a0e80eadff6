import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Applicant,
  ApplicationFile,
  type ApplyToJob,
  HiringProfile,
  type HiringProfileBody,
  Interview,
  type InterviewOutcomeBody,
  Job,
  type JobPatch,
  type MoveApplicant,
  MyApplication,
  type NewJob,
  type PublicApplication,
  PublicApplicationReceipt,
  ResumeEmailAnswer,
  type ScheduleInterview,
} from '@ventura/shared';
import { api, type ResponseSchema } from '../../api/client.ts';
import { applicantPath, fileForm, interviewPath, jobKeys, jobPath } from './api.ts';

/* The jobs feature's writes: each refreshes the lists its answer changes. */

/** An answer whose body the page does not read (`{ message }`). */
const Done: ResponseSchema<null> = { parse: () => null };

/** PATCH jobs/hiring-profile: how the caller's jobs present them; jobs show the new name. */
export const useSaveHiringProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HiringProfileBody) => api.patch('/jobs/hiring-profile', HiringProfile, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.hiringProfile });
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists });
      void queryClient.invalidateQueries({ queryKey: jobKeys.jobs });
    },
  });
};

/** POST jobs: the new job; the caller's lists and open-job count refresh. */
export const useCreateJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewJob) => api.post('/jobs', Job, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists });
      void queryClient.invalidateQueries({ queryKey: jobKeys.hiringProfile });
    },
  });
};

/** PATCH jobs/{uuid}/details: changed fields, or the status (closing stops applications). */
export const useUpdateJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: JobPatch }) =>
      api.patch(`${jobPath(uuid)}/details`, Job, { body }),
    onSuccess: (job) => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists });
      void queryClient.invalidateQueries({ queryKey: [...jobKeys.jobs, job.uuid] });
      void queryClient.invalidateQueries({ queryKey: jobKeys.hiringProfile });
    },
  });
};

/** What applying did: the application, and why its resume did not go (the application stands without it). */
export type Applied<T> = { application: T; resumeError: unknown };

/** POST jobs/apply/{applicationUuid}/upload/resume: a resume for an application (also later, from the list). */
export const uploadApplicationResume = (applicationUuid: string, file: File) =>
  api.post(`/jobs/apply/${encodeURIComponent(applicationUuid)}/upload/resume`, MyApplication, { body: fileForm(file) });

/** POST jobs/{uuid}/apply, then the chosen resume: a member's or job seeker's application. */
export const useApply = (jobUuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, file }: { body: ApplyToJob; file: File | null }): Promise<Applied<MyApplication>> => {
      const application = await api.post(`${jobPath(jobUuid)}/apply`, MyApplication, { body });
      if (!file) return { application, resumeError: null };
      try {
        return { application: await uploadApplicationResume(application.uuid, file), resumeError: null };
      } catch (error) {
        return { application, resumeError: error };
      }
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...jobKeys.jobs, jobUuid] });
      void queryClient.invalidateQueries({ queryKey: jobKeys.applied });
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists });
    },
  });
};

/** POST jobs/apply/{uuid}/upload/resume from the list of applications: a resume that did not go the first time. */
export const useUploadApplicationResume = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationUuid, file }: { applicationUuid: string; file: File }) =>
      uploadApplicationResume(applicationUuid, file),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: jobKeys.applied }),
  });
};

/** POST resumes/check-email: whether a visitor's address may apply signed out. */
export const useCheckEmail = () =>
  useMutation({
    mutationFn: (body: { jobUUID: string; email: string }) =>
      api.post('/resumes/check-email', ResumeEmailAnswer, { body }),
  });

/** POST resumes/submit, then resumes/upload/{uuid} with the receipt's token: a visitor's application. */
export const usePublicApply = () =>
  useMutation({
    mutationFn: async ({ body, file }: { body: PublicApplication; file: File }) => {
      const receipt = await api.post('/resumes/submit', PublicApplicationReceipt, { body });
      try {
        await api.post(`/resumes/upload/${encodeURIComponent(receipt.applicationUUID)}`, Done, {
          body: fileForm(file, { uploadToken: receipt.uploadToken }),
        });
        return { application: receipt, resumeError: null };
      } catch (error) {
        return { application: receipt, resumeError: error };
      }
    },
  });

/** POST jobs/applied/{uuid}/withdraw: the applicant takes their application back. */
export const useWithdraw = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationUuid: string) =>
      api.post(`/jobs/applied/${encodeURIComponent(applicationUuid)}/withdraw`, MyApplication),
    onSuccess: (application) => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.applied });
      void queryClient.invalidateQueries({ queryKey: [...jobKeys.jobs, application.job.uuid] });
    },
  });
};

/** PATCH jobs/applicants/{uuid}/status: the hiring side moves an applicant on (the applicant is told). */
export const useMoveApplicant = (jobUuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationUuid, body }: { applicationUuid: string; body: MoveApplicant }) =>
      api.patch(`${applicantPath(applicationUuid)}/status`, Applicant, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.applicants(jobUuid) });
      void queryClient.invalidateQueries({ queryKey: [...jobKeys.jobs, jobUuid] });
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists });
    },
  });
};

/** POST jobs/applicants/{uuid}/interviews: an interview; the applicant moves to interview. */
export const useScheduleInterview = (jobUuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationUuid, body }: { applicationUuid: string; body: ScheduleInterview }) =>
      api.post(`${applicantPath(applicationUuid)}/interviews`, Interview, { body }),
    onSuccess: (interview) => {
      queryClient.setQueryData(jobKeys.interview(interview.uuid), interview);
      void queryClient.invalidateQueries({ queryKey: jobKeys.interviewSlotsAll });
      void queryClient.invalidateQueries({ queryKey: jobKeys.applicants(jobUuid) });
      void queryClient.invalidateQueries({ queryKey: [...jobKeys.jobs, jobUuid] });
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists });
    },
  });
};

type InterviewChange =
  | { kind: 'reschedule'; body: Pick<ScheduleInterview, 'startsAt' | 'durationMinutes' | 'timeZone'> }
  | { kind: 'cancel' }
  | { kind: 'outcome'; body: InterviewOutcomeBody };

/** PATCH jobs/interviews/{uuid}, POST …/cancel or …/outcome: the organiser changes an interview. */
export const useChangeInterview = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: InterviewChange) => {
      const path = interviewPath(uuid);
      switch (change.kind) {
        case 'reschedule':
          return api.patch(path, Interview, { body: change.body });
        case 'cancel':
          return api.post(`${path}/cancel`, Interview);
        case 'outcome':
          return api.post(`${path}/outcome`, Interview, { body: change.body });
      }
    },
    onSuccess: (interview) => {
      queryClient.setQueryData(jobKeys.interview(interview.uuid), interview);
      void queryClient.invalidateQueries({ queryKey: jobKeys.interviewSlotsAll });
      void queryClient.invalidateQueries({ queryKey: jobKeys.applicants(interview.job.uuid) });
      void queryClient.invalidateQueries({ queryKey: jobKeys.applied });
    },
  });
};

/** POST job-seekers/resume: the job seeker's saved resume, new or replaced. */
export const useSaveResume = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => api.post('/job-seekers/resume', ApplicationFile, { body: fileForm(file) }),
    onSuccess: (file) => queryClient.setQueryData(jobKeys.savedResume, file),
  });
};

/** DELETE job-seekers/resume. */
export const useRemoveResume = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/job-seekers/resume', Done),
    onSuccess: () => queryClient.setQueryData(jobKeys.savedResume, null),
  });
};
