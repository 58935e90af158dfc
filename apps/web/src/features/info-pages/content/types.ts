/** Values every info page needs; the route supplies them from the current campus. */
export interface InfoPageProps {
  campusName: string;
  socialDmUrl: string;
  supportEmail: string;
}
