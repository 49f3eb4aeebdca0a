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

  // — offline —
  'offline.ready': 'Dùng được khi không có mạng: trang này và mọi thứ nó cần đã được lưu trong trình duyệt của bạn.',
  'offline.failed': 'Không tải được phần này. Hãy kiểm tra kết nối mạng rồi tải lại trang.',
  'offline.reload': 'Tải lại',
};
