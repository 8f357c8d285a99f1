/**
 * A deadline as a calendar file (issue 47, "reminders without an account"):
 * one all-day event on the day, saying what to do, made on the device. The
 * few lines of RFC 5545 this needs (text escaping, 75-octet line folding,
 * CRLF), rather than a dependency.
 */
import { brand } from '../brand/brand.ts';
import { addDays } from './calendarDays.ts';

export interface CalendarEvent {
  /** `YYYY-MM-DD`: the all-day event's day. */
  readonly day: string;
  readonly summary: string;
  readonly description: string;
  /** Unique and stable for this deadline, so importing the file twice updates one event. */
  readonly uid: string;
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks in TEXT. */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines of at most 75 octets, continued after CRLF and a space; never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line has 75 octets; each continuation's leading space takes one of its 75.
    if (octets + size > (pieces.length === 0 ? 75 : 74)) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

function compactDay(iso: string): string {
  return iso.replace(/-/g, '');
}

/** `20261128T100000Z`: when the file was made (DTSTAMP). */
function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The `.ics` text of one all-day event. */
export function calendarFile(event: CalendarEvent, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${brand.name}//My agreements//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART;VALUE=DATE:${compactDay(event.day)}`,
    `DTEND;VALUE=DATE:${compactDay(addDays(event.day, 1))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** A file name for the event: `2027-01-01-black-horse.ics`. */
export function calendarFileName(day: string, label: string): string {
  const words = label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `${day}${words ? `-${words}` : ''}.ics`;
}
