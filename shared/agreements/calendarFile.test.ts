import { calendarFile, calendarFileName } from './calendarFile.ts';

const now = new Date('2026-11-28T10:15:30.123Z');

describe('a deadline as a calendar file', () => {
  const text = calendarFile(
    {
      day: '2027-01-01',
      summary: 'Last day to ask the Financial Ombudsman Service: MotoNovo',
      description: 'Free; normally within 6 months, of the final response; see drivefair.',
      uid: 'x@drivefair',
    },
    now,
  );

  it('is one all-day event on the day, lines ending CRLF', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(false);
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('DTSTART;VALUE=DATE:20270101');
    expect(lines).toContain('DTEND;VALUE=DATE:20270102');
    expect(lines).toContain('DTSTAMP:20261128T101530Z');
    expect(lines).toContain('SUMMARY:Last day to ask the Financial Ombudsman Service: MotoNovo');
    expect(lines).toContain('DESCRIPTION:Free\\; normally within 6 months\\, of the final response\\; see drivefair.');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const long = calendarFile({ day: '2028-02-29', summary: 'é'.repeat(100), description: 'a\nb', uid: 'y' }, now);
    for (const line of long.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = long.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:${'é'.repeat(100)}`);
    expect(unfolded).toContain('DESCRIPTION:a\\nb');
    expect(unfolded).toContain('DTEND;VALUE=DATE:20280301');
  });

  it('names the file by its day and lender', () => {
    expect(calendarFileName('2027-01-01', 'MotoNovo Finance')).toBe('2027-01-01-motonovo-finance.ics');
    expect(calendarFileName('2027-01-01', '北京')).toBe('2027-01-01.ics');
  });
});
