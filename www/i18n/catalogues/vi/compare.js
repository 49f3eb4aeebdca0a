// The vi catalogue, compare part: what <sudoku-compare> says (compare/live.js and the modules it
// imports), loaded with its race. ICU messages (i18n/format.js) by key; the same keys in every
// language (www/tests/model/i18n.test.mjs).
export default {
  'compare.time': 'thời gian',
  'compare.invalid': 'Hãy sửa cài đặt để bắt đầu so sánh.',
  'compare.ready': '{n, plural, other {# lượt tìm kiếm}} trên cùng một bảng đã sẵn sàng. Nhấn Chạy, Bước hoặc Chạy đến hết.',
  'compare.running':
    '{stopped, plural, =0 {Đang chạy {n, plural, other {# lượt tìm kiếm}}} other {Đang chạy {left} trên {n, plural, other {# lượt tìm kiếm}}}} trên cùng một đồng hồ (đồng bộ theo {lockstep, select, frame {khung hình} other {bước}}){stopped, plural, =0 {} other {; # lượt đã kết thúc}}.',
  'compare.paused':
    'Tạm dừng ở bước {at}; {stopped, plural, =0 {chưa lượt nào trong {n, plural, other {# lượt tìm kiếm}} kết thúc} other {còn {left} trên {n, plural, other {# lượt tìm kiếm}} chưa kết thúc}}.',
  'compare.done': 'Cả {n, plural, other {# lượt tìm kiếm}} đã dừng: bảng bên dưới so sánh chúng.',
  'compare.board': 'Bảng của {name}',
  'compare.counters': 'Bộ đếm của {name}',
  'compare.scrubLabel': 'Bước của cuộc đua',
  'compare.scrubName': 'Bước',
  'compare.scrubAt': '{at} / {reach}',
  'compare.scrubValue': 'bước {at} / {reach}',
  'compare.results': 'Kết quả',
  'compare.caption': 'Bộ đếm của mỗi lượt tìm kiếm tại nơi nó dừng: ở lời giải đầu tiên, hoặc ở cuối khi không có lời giải',
  'compare.strategy': 'chiến lược',
  'compare.outcome': 'kết quả',
  'compare.outcomeOf': '{outcome, select, solved {đã giải} none {vô nghiệm} gaveUp {bỏ cuộc} other {đã dừng}}',
  'compare.fewestMark': ' (ít nhất)',
  'compare.fewest': 'ít nhất ({column}): {who}',
  'compare.and': '{a} và {b}',
  'compare.tie': 'Mọi cột đều hòa.',
  'compare.summary': '★ đánh dấu giá trị nhỏ nhất ở mỗi cột; thời gian là thời gian tính toán riêng của mỗi lượt tìm kiếm. {summary}',
  'compare.copyLink': 'Sao chép liên kết',
  'compare.copied': 'Đã sao chép vào bộ nhớ tạm.',
  'compare.copyByHand': 'Hãy chọn và sao chép liên kết bên dưới.',
  'compare.linkLabel': 'Liên kết tới phép so sánh này',
  'compare.conflicts': 'Câu đố có xung đột ({message}{more, plural, =0 {} other {; và {more} chỗ khác}}). Hãy sửa câu đố để so sánh.',
};
