import type { Plugin } from 'vite';
import {
  browseFirstPageQuery,
  earlyReadNames,
  earlyReadRoutes,
  featuredQueries,
  founderCampaignsQuery,
  NOW_PLACEHOLDER,
  oneProjectReads,
  pendingFirstPageQuery,
  type OneProjectRead,
  UID_PLACEHOLDER,
} from '../../shared/early-reads.ts';
import { projectPictureSources } from '../../shared/pictures/picture-address.ts';
import { PICTURE_SIZES } from '../../shared/pictures/picture-limits.ts';
import { authStorage, EARLY_TOKEN_MARGIN_MS, SESSION_FLAG } from '../../shared/auth-storage.ts';
import { EMULATOR_HOSTS, resolveFirebaseConfig } from '../../shared/firebase-env.ts';
import { routePaths, screens, type RouteName } from '../../shared/routes.ts';

type EarlyReadPaths = {
  browse: string[];
  project: string;
  welcome: string;
  founder: string;
  session: string[];
  adminDashboard: string;
  oneProject: Array<{ path: string; reads: OneProjectRead[] }>;
};

/** The paths of the screens that read early (shared/early-reads.ts). */
export const earlyReadPaths: EarlyReadPaths = {
  browse: earlyReadRoutes.browse.map((route) => routePaths[route]),
  project: routePaths[earlyReadRoutes.project],
  welcome: routePaths[earlyReadRoutes.welcome],
  founder: routePaths[earlyReadRoutes.founder],
  // The screens that wait for the session (no public part to show first): for a member signed in on
  // this device, the page reads their own document with the token Auth kept (decision 0084).
  session: screens
    .filter(({ access, opensBeforeSession }) => access !== 'public' && access !== 'guestOnly' && !opensBeforeSession)
    .map(({ route }) => routePaths[route]),
  adminDashboard: routePaths[earlyReadRoutes.pending],
  oneProject: Object.entries(earlyReadRoutes.oneProject).map(([route, reads]) => ({ path: routePaths[route as RouteName], reads })),
};

/** A route's pattern as a regular expression of the path, each `:param` one captured segment (as React Router matches it). */
const patternOf = (path: string) => `^${path.replace(/:\w+/g, '([^/]+)')}$`;

// Stand for a project's id and its hashes in the app's srcset, for the page to put in.
const ID = '__PICTURE_PROJECT__';
const CARD = '__PICTURE_CARD__';
const PAGE = '__PICTURE_PAGE__';

/** Where Firestore's REST API and Auth's token endpoint are for these settings: the emulators, or Google's. */
export function documentsUrl(env: Record<string, string | undefined>): { base: string; key: string; tokenUrl: string } {
  const { options, useEmulators } = resolveFirebaseConfig(env);
  const origin = useEmulators
    ? `http://${EMULATOR_HOSTS.firestore.host}:${EMULATOR_HOSTS.firestore.port}`
    : 'https://firestore.googleapis.com';
  const tokens = useEmulators ? `${EMULATOR_HOSTS.auth}/securetoken.googleapis.com` : 'https://securetoken.googleapis.com';
  const key = String(options.apiKey);
  return {
    base: `${origin}/v1/projects/${options.projectId}/databases/(default)/documents`,
    key,
    tokenUrl: `${tokens}/v1/token?key=${encodeURIComponent(key)}`,
  };
}

/**
 * The script index.html runs first: on a browse list as it first opens, it asks Firestore's REST API
 * for the cards the screen will show, in parallel with the app's download (the app takes the answer
 * once, src/features/campaigns/api/project-list/early-reads.ts). A plain POST of text needs no CORS preflight. On
 * a project page it reads the project's public card, for its picture only: the project itself holds
 * its founder's e-mail and is read signed in, by the app. The project's path segment is
 * matched as React Router matches `:id`.
 *
 * With the answer it preloads the picture that a phone shows first (the first card's, or the
 * project page's): the largest paint of those screens, which would otherwise be requested only once
 * the app has rendered. An uploaded picture is preloaded from its own address with the srcset and
 * sizes the app's <img> has, so the browser fetches the size it will show (and no other); a picture
 * shipped with the app (/images/) by its path. A pasted https address is never fetched here: only
 * the app, once it shows it, asks that host, without a Referer.
 *
 * On the welcome page it reads the Featured projects as the app would (the bookmarked ones, and only
 * when none is bookmarked, the most raised), and the first one's picture: on a phone that picture is
 * in the first screen and is its largest paint.
 *
 * On a founder's page it reads what the page shows before anything else, all public: their profile,
 * their record and their campaigns' cards (no picture: the page shows none of theirs).
 *
 * On a screen that waits for the session, for a member signed in on this device, it reads the user
 * Auth kept (IndexedDB, else localStorage) and, while that user's token has more than a few minutes
 * left (else with a fresh one for the refresh token Auth kept), the member's own document with it:
 * the app then shows the screen without waiting for Auth to
 * check the session with its server (decision 0084). It never writes Auth's storage: a database that
 * does not exist yet is not created.
 */
export function earlyReadsScript(env: Record<string, string | undefined>, paths: EarlyReadPaths = earlyReadPaths): string {
  const { base, key, tokenUrl } = documentsUrl(env);
  const json = JSON.stringify;
  // The app's own srcset and sizes (projectPictureSources), the id and the hashes put in by the page.
  const sources = (size: 'card' | 'page') => json(projectPictureSources(ID, { card: CARD, page: PAGE }, size, PICTURE_SIZES));
  return [
    `{const b=${json(base)},k=${json(`?key=${encodeURIComponent(key)}`)},p=location.pathname.replace(/(.)\\/$/,'$1'),r=window.__earlyReads={};window.__earlyReadsAt=Date.now();`,
    `const S={card:${sources('card')},page:${sources('page')}},H=/^[0-9a-f]{64}$/,L=(h,t)=>{const l=document.createElement('link');l.rel='preload';l.as='image';l.fetchPriority='high';l.href=h;if(t){l.imageSrcset=t.srcSet;l.imageSizes=t.sizes}document.head.append(l)};`,
    `const pic=(c,z)=>{const f=c.fields||{},id=encodeURIComponent(decodeURIComponent(c.name.slice(c.name.lastIndexOf('/')+1))),s=(f.imageUrl||{}).stringValue,h=((f.pictureHashes||{}).mapValue||{}).fields||{},hc=(h.card||{}).stringValue,hp=(h.page||{}).stringValue;`,
    `if(+(f.pictureVersion||{}).integerValue>0){if(H.test(hc)&&H.test(hp)){const t={},u=v=>v.replaceAll(${json(ID)},id).replaceAll(${json(CARD)},hc).replaceAll(${json(PAGE)},hp);for(const n in S[z])t[n]=u(S[z][n]);L(t.src,t)}}`,
    `else if(/^\\/images\\/[a-z0-9-]+[.](svg|png|jpg|webp)$/.test(s))L(s)};`,
    `const go=(n,u,o,f,z)=>r[n]=fetch(u,o).then(x=>x.ok?x.json():null).then(d=>{try{z&&pic(f(d),z)}catch{}return d}).catch(()=>null);`,
    `const q=(n,s,z='card')=>go(n,b+':runQuery'+k,{method:'POST',headers:{'Content-Type':'text/plain'},body:s.replace(${json(NOW_PLACEHOLDER)},new Date().toISOString())},d=>d[0].document,z);`,
    `if(${json(paths.browse)}.includes(p)&&!location.search)q(${json(earlyReadNames.browseFirstPage)},${json(JSON.stringify(browseFirstPageQuery))});`,
    `if(p===${json(paths.welcome)}&&!location.search)q(${json(earlyReadNames.featured('bookmarked'))},${json(JSON.stringify(featuredQueries.bookmarked))})`,
    `.then(d=>d&&d[0]&&d[0].document||q(${json(earlyReadNames.featured('mostRaised'))},${json(JSON.stringify(featuredQueries.mostRaised))}));`,
    `const m=new RegExp(${json(patternOf(paths.project))}).exec(p);`,
    `if(m)go(${json(earlyReadNames.project(''))}+decodeURIComponent(m[1]),b+'/projectCards/'+m[1]+k,{},d=>d,'page');`,
    // The uid goes into the query's JSON as a JSON string's content, and into a path as it was in the address.
    `const f=new RegExp(${json(patternOf(paths.founder))}).exec(p);`,
    `if(f){const u=decodeURIComponent(f[1]),d=(n,c)=>go(n+u,b+'/'+c+'/'+f[1]+k,{});`,
    `d(${json(earlyReadNames.founder('profile', ''))},'profiles');d(${json(earlyReadNames.founder('record', ''))},'founderRecords');`,
    `q(${json(earlyReadNames.founder('campaigns', ''))}+u,${json(JSON.stringify(founderCampaignsQuery))}.replace(${json(UID_PLACEHOLDER)},JSON.stringify(u).slice(1,-1)),null)}`,
    sessionRead(key, tokenUrl, paths),
    '}',
  ].join('');
}

/**
 * The part of the script that reads with the token Auth kept (see earlyReadsScript): the member's own
 * document, and on the admin's dashboard as it first opens, the pending projects' first page (which
 * the rules let only the admin read: anyone else's token is refused, and the app reads as usual); on
 * Post Update and the invest page, their project and its counter shards.
 */
function sessionRead(key: string, tokenUrl: string, paths: EarlyReadPaths): string {
  const json = JSON.stringify;
  const { database, store } = authStorage;
  const stored = json(authStorage.key(key));
  return [
    `try{if(localStorage.getItem(${json(SESSION_FLAG)})!==null&&${json(paths.session.map(patternOf))}.some(x=>new RegExp(x).test(p))){`,
    `const U=new Promise(y=>{const o=indexedDB.open(${json(database)});o.onupgradeneeded=()=>o.transaction.abort();o.onerror=()=>y(null);`,
    `o.onsuccess=()=>{const d=o.result,e=v=>{d.close();y(v)};try{const g=d.transaction(${json(store)},'readonly').objectStore(${json(store)}).get(${stored});g.onsuccess=()=>e(g.result&&g.result.value);g.onerror=()=>e(null)}catch{e(null)}}})`,
    `.then(u=>{u=u||JSON.parse(localStorage.getItem(${stored})||'null');const t=u&&u.stsTokenManager;if(!t||typeof u.uid!=='string')return null;`,
    `if(t.accessToken&&t.expirationTime>Date.now()+${EARLY_TOKEN_MARGIN_MS})return{...u,T:t.accessToken};`,
    // An older token: a fresh one from the refresh token Auth kept, as the SDK would ask (a form POST: no preflight).
    `return typeof t.refreshToken==='string'?fetch(${json(tokenUrl)},{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},`,
    `body:'grant_type=refresh_token&refresh_token='+encodeURIComponent(t.refreshToken)}).then(x=>x.ok?x.json():null)`,
    `.then(d=>d&&d.user_id===u.uid&&typeof d.id_token==='string'?{...u,T:d.id_token}:null):null}).catch(()=>null),`,
    `A=u=>({Authorization:'Bearer '+u.T}),J=x=>x.ok?x.json():null;`,
    `r[${json(earlyReadNames.session)}]=U.then(u=>u&&fetch(b+'/users/'+encodeURIComponent(u.uid)+k,{headers:A(u)}).then(J)`,
    `.then(d=>d&&{user:{uid:u.uid,email:u.email??null,emailVerified:u.emailVerified===true,displayName:u.displayName??null},profile:d})).catch(()=>null);`,
    `if(p===${json(paths.adminDashboard)}&&!location.search)r[${json(earlyReadNames.pendingFirstPage)}]=U.then(u=>u&&fetch(b+':runQuery'+k,`,
    `{method:'POST',headers:{...A(u),'Content-Type':'text/plain'},body:${json(JSON.stringify(pendingFirstPageQuery))}}).then(J)`,
    `.then(d=>{try{pic(d[0].document,'card')}catch{}return d})).catch(()=>null);`,
    // A screen for one project: what it waits for, as the app reads it (fetchProject, fetchPlan, fetchMilestones).
    // Each read: its name, its path below the project, and 0 a document, 1 a collection (as runQuery's rows), 2 a document that may not exist.
    `for(const[x,w]of ${json(oneProject(paths.oneProject))}){const M=new RegExp(x).exec(p);if(!M)continue;const i=decodeURIComponent(M[1]);`,
    `for(const[n,s,t]of w)r[n+i]=U.then(u=>u&&fetch(b+'/projects/'+M[1]+s+k,{headers:A(u)}).then(x=>x.ok?x.json():x.status===404&&t===2?{missing:!0}:null)`,
    `.then(d=>d&&t===1?(d.documents||[]).map(x=>({document:x})):d)).catch(()=>null)}}}catch{}`,
  ].join('');
}

const KINDS = { document: 0, collection: 1, optional: 2 } as const;

/** Each screen for one project as the script takes it: its path as a pattern, and its reads as [name, path, kind]. */
const oneProject = (screens: EarlyReadPaths['oneProject']) =>
  screens.map(({ path, reads }) => [
    patternOf(path),
    reads.map((read) => [earlyReadNames.sessionProject(read, ''), oneProjectReads[read].path, KINDS[oneProjectReads[read].kind]]),
  ]);

/** Adds the early reads to index.html, first in its head after the title, for the build and the dev server alike. */
export function earlyReads(paths: EarlyReadPaths = earlyReadPaths): Plugin {
  let env: Record<string, string | undefined> = {};
  return {
    name: 'startupfund-early-reads',
    configResolved(config) {
      env = config.env;
    },
    transformIndexHtml(html) {
      return html.replace('</title>', `</title>\n    <script>${earlyReadsScript(env, paths)}</script>`);
    },
  };
}
