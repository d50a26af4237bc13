#!/usr/bin/env node
/**
 * Makes the landing page's media from the real app filled with the sample data:
 *
 *   src/web/public/media/commercial.mp4        + commercial-poster.jpg     + commercial.vtt
 *   src/web/public/media/tools-overview.mp4    + tools-overview-poster.jpg + tools-overview.vtt
 *
 * It starts the built server (dist/) on a throw-away SQLite database, signs a demo organiser up,
 * loads the sample data, takes Playwright screenshots of a short walk through the app in Chromium,
 * and encodes each walk with ffmpeg as an H.264 clip (stills with cross-fades) with a WebVTT
 * caption per screen. Run it again whenever the screens change:
 *
 *   npm run build && node scripts/make-landing-media.mjs
 *
 * Needs: a build (dist/), Chromium (/usr/bin/chromium, or CHROMIUM_PATH) and ffmpeg with libx264
 * (Debian: apt-get install -y ffmpeg). MEDIA_PORT picks the server's port (default 4391).
 */
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'src/web/public/media');
const port = Number(process.env.MEDIA_PORT ?? 4391);
const baseURL = `http://127.0.0.1:${port}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'eventry-media-'));
const WIDTH = 1280;
const HEIGHT = 720;
/** Seconds each screen stays, and the cross-fade between two screens. */
const HOLD = 3.5;
const FADE = 0.5;
/** Clips stay small enough to ship with the app. */
const MAX_BYTES = 2 * 1024 * 1024;

/**
 * The screens of each clip: where to go (a path, or one made from the sample events' ids), what to do
 * there, and the caption that says what it shows.
 */
const CLIPS = {
  commercial: [
    { path: '/app/dashboard', caption: 'Your dashboard: today’s figures and the countdown to your next event.' },
    {
      path: '/app/dashboard',
      caption: 'The tasks due soonest, each one click from the task list.',
      act: (page) => page.getByRole('heading', { name: 'Due soonest' }).scrollIntoViewIfNeeded(),
    },
    { path: '/app/events', caption: 'Every event with its status: upcoming, active or past.' },
    { path: '/app/tasks', caption: 'The tasks of all your events: filter, assign and track them.' },
    { path: ({ techConference }) => `/app/team?event=${techConference}`, caption: 'Your team, per event, with member IDs and roles.' },
    { path: '/app/analytics', caption: 'Analytics: progress, trends, workload and a leaderboard.' },
    { path: '/app/dashboard', dark: true, caption: 'Light or dark, on any screen. Start your free trial today.' },
  ],
  'tools-overview': [
    {
      path: '/app/tasks',
      caption: 'Create a whole list of tasks at once with Bulk Create.',
      act: (page) => page.getByRole('button', { name: 'Bulk Create' }).click(),
    },
    {
      path: '/app/tasks',
      caption: 'Export the tasks as a PDF, a CSV file or a worksheet.',
      act: (page) => page.getByRole('button', { name: 'Export' }).first().click(),
    },
    {
      path: '/app/dashboard',
      caption: 'Bonus tools for your events, each opening in a new tab.',
      act: (page) => page.getByRole('button', { name: 'Bonuses' }).click(),
    },
    { path: '/app/community', caption: 'Shared community tools: email campaigns and meeting agendas.' },
  ],
};

function run(command, args) {
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

async function waitForServer(server) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start within 20 seconds');
}

function today() {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function vttTime(seconds) {
  const ms = Math.round(seconds * 1000);
  const pad = (value, length = 2) => String(value).padStart(length, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** Start of screen i in the clip: each cross-fade overlaps two screens. */
const startOf = (index) => index * (HOLD - FADE);

function writeCaptions(name, scenes) {
  const cues = scenes.map((scene, index) => {
    const end = index === scenes.length - 1 ? startOf(index) + HOLD : startOf(index + 1) + FADE / 2;
    const start = index === 0 ? 0 : startOf(index) + FADE / 2;
    return `${index + 1}\n${vttTime(start)} --> ${vttTime(end)}\n${scene.caption}\n`;
  });
  fs.writeFileSync(path.join(outDir, `${name}.vtt`), `WEBVTT\n\n${cues.join('\n')}`);
}

function encode(name, frames) {
  const inputs = frames.flatMap((frame) => ['-loop', '1', '-framerate', '24', '-t', String(HOLD), '-i', frame]);
  const filters = [];
  let previous = '[0:v]';
  for (let index = 1; index < frames.length; index += 1) {
    const label = index === frames.length - 1 ? '[faded]' : `[v${index}]`;
    filters.push(`${previous}[${index}:v]xfade=transition=fade:duration=${FADE}:offset=${(startOf(index)).toFixed(3)}${label}`);
    previous = label;
  }
  filters.push(`${frames.length > 1 ? '[faded]' : '[0:v]'}scale=${WIDTH}:${HEIGHT},format=yuv420p[out]`);
  const output = path.join(outDir, `${name}.mp4`);
  run('ffmpeg', [
    '-y', '-loglevel', 'error', ...inputs,
    '-filter_complex', filters.join(';'), '-map', '[out]',
    '-c:v', 'libx264', '-preset', 'slow', '-tune', 'stillimage', '-crf', '30', '-r', '24',
    '-movflags', '+faststart', '-an', output,
  ]);
  const size = fs.statSync(output).size;
  if (size > MAX_BYTES) throw new Error(`${name}.mp4 is ${size} bytes, more than ${MAX_BYTES}`);
  return size;
}

async function main() {
  if (!fs.existsSync(path.join(root, 'dist/node/server/server.js'))) throw new Error('build the app first: npm run build');
  fs.mkdirSync(outDir, { recursive: true });

  const server = spawn(process.execPath, ['dist/node/server/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: path.join(work, 'media.db'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      MAIL_OUTBOX: path.join(work, 'outbox'),
      // A configured installation, so the Bonuses and community tools show as available.
      BONUS_FUN_AND_DIRECT_URL: 'https://example.com/fun-and-direct',
      BONUS_EVENT_TOOLS_GALLERY_URL: 'https://example.com/event-tools-gallery',
      BONUS_CO_WORKER_SPACE_URL: 'https://example.com/co-worker-space',
      BONUS_EVENTGENIE_URL: 'https://example.com/eventgenie',
      COMMUNITY_EMAIL_CAMPAIGN_URL: 'https://example.com/email-campaign-generator',
      COMMUNITY_MEETING_AGENDA_URL: 'https://example.com/meeting-agenda-generator',
    },
  });
  let browser;
  try {
    await waitForServer(server);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--hide-scrollbars'],
    });
    const context = await browser.newContext({ baseURL, viewport: { width: WIDTH, height: HEIGHT }, colorScheme: 'light', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const signUp = await page.request.post('/api/auth/sign-up', {
      data: { name: 'Dana Organiser', email: 'dana@example.com', password: 'Sample12' },
    });
    if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
    const sample = await page.request.post('/api/sample-data', { data: { today: today() } });
    if (!sample.ok()) throw new Error(`loading the sample data failed: ${sample.status()} ${await sample.text()}`);
    const events = await (await page.request.get('/api/events', { params: { limit: 50, today: today() } })).json();
    const ids = { techConference: events.items.find((event) => event.name === 'Tech Conference')?.id };

    for (const [name, scenes] of Object.entries(CLIPS)) {
      const frames = [];
      for (const [index, scene] of scenes.entries()) {
        await page.emulateMedia({ colorScheme: scene.dark ? 'dark' : 'light' });
        await page.evaluate((dark) => localStorage.setItem('eventry.darkMode', String(dark)), Boolean(scene.dark)).catch(() => {});
        await page.goto(typeof scene.path === 'function' ? scene.path(ids) : scene.path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        if (scene.act) await scene.act(page);
        await page.waitForTimeout(400);
        const frame = path.join(work, `${name}-${index}.png`);
        await page.screenshot({ path: frame });
        frames.push(frame);
        if (index === 0) {
          await page.screenshot({ path: path.join(outDir, `${name}-poster.jpg`), type: 'jpeg', quality: 78 });
        }
      }
      await page.evaluate(() => localStorage.removeItem('eventry.darkMode'));
      writeCaptions(name, scenes);
      const size = encode(name, frames);
      console.log(`${name}.mp4: ${scenes.length} screens, ${(startOf(scenes.length - 1) + HOLD).toFixed(1)} s, ${(size / 1024).toFixed(0)} KB`);
    }
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
