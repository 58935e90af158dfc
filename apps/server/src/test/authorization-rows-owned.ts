// The authorization matrix's rows for someone's post, chat, ad and checkout, and for moderation and
// administration (the rest: authorization-rows.ts).

import { memberOwner, ownerOnly, postOwner, type Row, staffOnly } from './authorization-actors';
import { doc } from './posts-helpers';

export const ownedRows: Record<string, Row> = {
  // Someone's post.
  'DELETE /api/posts/:id': { expect: postOwner, path: (f) => `/api/posts/${f.postToDelete}` },
  'GET /api/posts/:id/boost': { expect: postOwner, path: (f) => `/api/posts/${f.postId}/boost` },
  'POST /api/posts/:id/boost': {
    expect: postOwner,
    path: (f) => `/api/posts/${f.postId}/boost`,
    body: () => ({ goal: 'message', days: 1 }),
  },

  // Someone's chat.
  'GET /api/chats/:id': { expect: ownerOnly, path: (f) => `/api/chats/${f.chatId}` },
  'DELETE /api/chats/:id': { expect: ownerOnly, path: (f) => `/api/chats/${f.chatToDelete}` },
  'GET /api/chats/:id/messages': { expect: ownerOnly, path: (f) => `/api/chats/${f.chatId}/messages` },
  'POST /api/chats/:id/messages': {
    expect: memberOwner,
    path: (f) => `/api/chats/${f.chatId}/messages`,
    body: () => ({ text: doc('Still there?') }),
  },
  'POST /api/chats/:id/read': {
    expect: ownerOnly,
    path: (f) => `/api/chats/${f.chatId}/read`,
    body: () => ({}),
  },
  'POST /api/messages/:id/react': {
    expect: ownerOnly,
    path: (f) => `/api/messages/${f.messageId}/react`,
    body: () => ({}),
  },

  // Someone's ad and checkout.
  'GET /api/ads/:id': { expect: ownerOnly, path: (f) => `/api/ads/${f.adId}` },
  'PATCH /api/ads/:id': {
    expect: memberOwner,
    path: (f) => `/api/ads/${f.adId}`,
    body: () => ({ title: 'Renamed' }),
  },
  'DELETE /api/ads/:id': { expect: memberOwner, path: (f) => `/api/ads/${f.adToDelete}` },
  'POST /api/ads/:id/pause': {
    expect: memberOwner,
    path: (f) => `/api/ads/${f.adId}/pause`,
    body: () => ({}),
  },
  'POST /api/ads/:id/resume': {
    expect: memberOwner,
    path: (f) => `/api/ads/${f.adId}/resume`,
    body: () => ({}),
  },
  'POST /api/ads/:id/stop': { expect: memberOwner, path: (f) => `/api/ads/${f.adId}/stop`, body: () => ({}) },
  'GET /api/boost/sessions/:sessionId': {
    expect: ownerOnly,
    path: (f) => `/api/boost/sessions/${f.sessionId}`,
  },
  'POST /api/boost/sessions/:sessionId/cancel': {
    expect: ownerOnly,
    path: (f) => `/api/boost/sessions/${f.sessionToCancel}/cancel`,
    body: () => ({}),
  },

  // Moderation (moderators of the campus, administrators) and administration (administrators).
  'GET /api/moderation/reports': { expect: staffOnly },
  'POST /api/moderation/actions': {
    expect: staffOnly,
    body: (f) => ({ targetType: 'post', targetId: f.postId, action: 'dismiss', reason: 'Fine' }),
  },
  'GET /api/moderation/ads': { expect: staffOnly },
  'GET /api/moderation/insights': {
    expect: staffOnly,
    note: 'moderators of the campus and administrators (modules/insights/insights.routes.test.ts)',
  },
  'POST /api/moderation/ads/:id/approve': {
    expect: staffOnly,
    path: (f) => `/api/moderation/ads/${f.adId}/approve`,
    body: () => ({}),
  },
  'POST /api/moderation/ads/:id/reject': {
    expect: staffOnly,
    path: (f) => `/api/moderation/ads/${f.adId}/reject`,
    body: () => ({ reason: 'Not allowed' }),
  },
  'GET /api/admin/moderators': { expect: staffOnly },
  'POST /api/admin/moderators': { expect: staffOnly, body: (f) => ({ user: f.ownerName }) },
  'DELETE /api/admin/moderators/:userId': {
    expect: staffOnly,
    path: (f) => `/api/admin/moderators/${f.partnerId}`,
  },
  'GET /api/admin/audit': { expect: staffOnly },
  // Campuses (administrators only; modules/moderation/campus-admin.routes.test.ts asks an administrator).
  'GET /api/admin/campuses': { expect: staffOnly },
  'POST /api/admin/campuses': {
    expect: staffOnly,
    body: () => ({
      name: 'Rice University',
      shortName: 'Rice',
      emailDomains: ['rice.edu'],
      color: '#00205b',
      accentColor: '#7c7e7f',
      city: 'Houston',
      state: 'TX',
      timeZone: 'America/Chicago',
      meetingSpots: [],
    }),
  },
  'PATCH /api/admin/campuses/:id': {
    expect: staffOnly,
    path: () => '/api/admin/campuses/ou',
    body: () => ({}),
  },
  'POST /api/admin/campuses/:id/retire': { expect: staffOnly, path: () => '/api/admin/campuses/ou/retire' },
  'POST /api/admin/campuses/:id/reinstate': {
    expect: staffOnly,
    path: () => '/api/admin/campuses/ou/reinstate',
  },
  'PUT /api/admin/campuses/:id/logo': { expect: staffOnly, path: () => '/api/admin/campuses/ou/logo' },
  'GET /api/admin/campuses/:id/sso': { expect: staffOnly, path: () => '/api/admin/campuses/ou/sso' },
  'PUT /api/admin/campuses/:id/sso': {
    expect: staffOnly,
    path: () => '/api/admin/campuses/ou/sso',
    body: () => ({ protocol: 'oidc', issuer: 'https://idp.invalid', clientId: 'x', clientSecret: 'y' }),
  },
  'DELETE /api/admin/campuses/:id/sso': { expect: staffOnly, path: () => '/api/admin/campuses/ut/sso' },
};
