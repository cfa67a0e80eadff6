import {
  type Challenge,
  type ChallengeFile,
  type DocumentKind,
  type JobEmployer,
  type MyParticipation,
  type Participant,
  participantMoves,
} from '@ventura/shared';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { StoredFile } from '../attachments/tables.ts';
import { challengePolicy } from './policy.ts';
import type { ChallengeRow, ChallengeWithCorporate, CorporateCard, ParticipantRow } from './repo.ts';

export const challengePath = (uuid: string) => `/challenges/${uuid}/details`;
const fileUrl = (challengeUuid: string, fileUuid: string) => `/api/v1/challenges/${challengeUuid}/files/${fileUuid}`;
const participantFileUrl = (participantUuid: string, fileUuid: string) =>
  `/api/v1/challenges/participants/${participantUuid}/files/${fileUuid}`;

const presentFile = (file: StoredFile, url: string): ChallengeFile => ({
  uuid: file.uuid,
  name: file.name,
  kind: file.kind as DocumentKind,
  size: file.size,
  url,
});

export const presentCorporate = (corporate: CorporateCard): JobEmployer => ({
  profileUuid: corporate.uuid,
  companyName: corporate.name,
  logo: corporate.logo,
  website: corporate.website,
  about: corporate.about,
});

export type ChallengeView = {
  auth: AuthContext | null;
  industryNames: Map<string, string>;
  mine: Map<number, ParticipantRow>;
};

export const presentChallenge = ({ challenge, corporate }: ChallengeWithCorporate, view: ChallengeView): Challenge => {
  const mine = view.mine.get(challenge.id);
  const cannotApply = challengePolicy.cannotApply(view.auth, challenge, mine);
  const seeParticipants = challengePolicy.seeParticipants(view.auth, challenge);
  return {
    uuid: challenge.uuid,
    title: challenge.title,
    problemStatement: challenge.problemStatement,
    industries: challenge.industries.map((code) => ({ code, name: view.industryNames.get(code) ?? code })),
    rewards: challenge.rewards,
    eligibility: challenge.eligibility,
    deadline: challenge.deadline,
    status: challenge.status,
    acceptingApplications: challengePolicy.accepting(challenge),
    corporate: presentCorporate(corporate),
    attachments: challenge.attachments.map((file) => presentFile(file, fileUrl(challenge.uuid, file.uuid))),
    questions: challenge.questions,
    createdAt: challenge.createdAt.toISOString(),
    updatedAt: challenge.updatedAt.toISOString(),
    participantCount: seeParticipants ? challenge.participantCount : null,
    myParticipation: mine ? { uuid: mine.uuid, status: mine.status, appliedAt: mine.createdAt.toISOString() } : null,
    url: challengePath(challenge.uuid),
    can: {
      edit: challengePolicy.owns(view.auth, challenge),
      apply: cannotApply === null,
      cannotApplyReason: cannotApply,
      seeParticipants,
    },
  };
};

export const presentParticipant = (
  participant: ParticipantRow,
  startup: { uuid: string; name: string; logo: string | null },
  challenge: ChallengeRow,
  profileUrl: string,
): Participant => {
  const questions = new Map(challenge.questions.map((question) => [question.uuid, question.text]));
  return {
    uuid: participant.uuid,
    startup: { uuid: startup.uuid, name: startup.name, logo: startup.logo, url: profileUrl },
    status: participant.status,
    pitch: participant.pitch,
    answers: participant.answers.map((answer) => ({
      questionUUID: answer.questionUUID,
      question: questions.get(answer.questionUUID) ?? 'A question since removed',
      answer: answer.answer,
    })),
    files: participant.files.map((file) => presentFile(file, participantFileUrl(participant.uuid, file.uuid))),
    appliedAt: participant.createdAt.toISOString(),
    statusChangedAt: participant.statusChangedAt.toISOString(),
    moves: [...participantMoves[participant.status]],
  };
};

export const presentMyParticipation = (
  participant: ParticipantRow,
  challenge: ChallengeRow,
  corporate: CorporateCard,
): MyParticipation => ({
  uuid: participant.uuid,
  challenge: {
    uuid: challenge.uuid,
    title: challenge.title,
    corporate: presentCorporate(corporate),
    deadline: challenge.deadline,
    url: challengePath(challenge.uuid),
  },
  status: participant.status,
  appliedAt: participant.createdAt.toISOString(),
});
