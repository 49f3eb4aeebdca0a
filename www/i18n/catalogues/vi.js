// The vi catalogue: every string a person reads, by key, as ICU messages (i18n/format.js).
// Sections by area; keys are the same in every language (www/tests/model/i18n.test.mjs).
export default {
  // — languages —
  'language.label': 'Ngôn ngữ',
  // — element —

  // — narration —

  // — pseudo-code —

  // — compare —

  // — pages —

  // — export —
  'export.title': 'Xuất cho bài trình chiếu',
  'export.format': 'Định dạng',
  'export.png': 'PNG (bước này)',
  'export.gif': 'Ảnh động GIF',
  'export.webm': 'Video WebM',
  'export.from': 'Từ bước',
  'export.to': 'Đến bước',
  'export.width': 'Chiều rộng (px)',
  'export.start': 'Xuất',
  'export.bar': 'Tiến độ xuất',
  'export.cancel': 'Hủy',
  'export.progress': 'Đang mã hóa khung hình {done, number}/{total, number}…',
  'export.cancelled': 'Đã hủy xuất.',
  'export.failed': 'Xuất không thành công: {message}',
  'export.download': 'Tải xuống {file} ({kb, number} KB)',
  'export.counter': 'Bước {step, number}',

  // — worksheet —

  // — offline —

};
