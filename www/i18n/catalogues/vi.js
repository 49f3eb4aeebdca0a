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

  // — worksheet —
  'worksheet.button': 'Phiếu bài tập',
  'worksheet.legend': 'Phiếu bài tập để in',
  'worksheet.strategy': 'Chiến lược',
  'worksheet.steps': 'Số bước',
  'worksheet.title': 'Dự đoán quá trình tìm kiếm: {strategy}',
  'worksheet.task': '{from, plural, =0 {Từ đầu,} other {Từ bước #,}} hãy ghi lại {n} bước tiếp theo của {strategy}: với mỗi bước, ghi ô, chữ số và sự kiện (select, try, propagate, dead-end, backtrack…).',
  'worksheet.params': 'Thiết lập: {params}',
  'worksheet.placed': 'Chữ số in đậm là số đề cho; chữ số màu xám do quá trình tìm kiếm điền trong {from} bước đầu tiên.',
  'worksheet.name': 'Họ tên: ______________________   Ngày: ____________',
  'worksheet.col.step': 'Bước',
  'worksheet.col.cell': 'Ô',
  'worksheet.col.digit': 'Chữ số',
  'worksheet.col.event': 'Sự kiện',
  'worksheet.key': 'Đáp án: {strategy}',
  'worksheet.ended': 'Quá trình tìm kiếm kết thúc ở bước {step, number}.',
  'worksheet.print': 'In',
  'worksheet.hint': 'Trang 1 là phiếu bài tập, trang 2 là đáp án.',
  'worksheet.making': 'Đang chuẩn bị phiếu bài tập…',
  'worksheet.failed': 'Không tạo được phiếu bài tập: {reason}',
  'worksheet.four.button': 'In 4 đề một trang',
  'worksheet.four.title': 'Bốn đề Sudoku {side}×{side}{difficulty, select, easy {, dễ} medium {, trung bình} hard {, khó} fiendish {, siêu khó} other {}}',
  'worksheet.four.caption': 'Đề {n} · hạt giống {seed}',
  'worksheet.four.making': 'Đang tạo đề {n} trên {of}…',
  'worksheet.four.none': 'Không có đề như vậy trong {tried} hạt giống đã thử.',

  // — offline —
  'offline.ready': 'Dùng được khi không có mạng: trang này và mọi thứ nó cần đã được lưu trong trình duyệt của bạn.',
  'offline.failed': 'Không tải được phần này. Hãy kiểm tra kết nối mạng rồi tải lại trang.',
  'offline.reload': 'Tải lại',
};
