/** The cancel reason of a company checkout nobody approved before its hold ended (Bengali: messages-bn.ts). */
export const APPROVAL_EXPIRED = 'approval not given in time';
