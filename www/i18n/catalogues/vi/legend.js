// The vi catalogue, legend part: what the legend dialog says (views/legend.js), loaded when it is first opened. ICU messages (i18n/format.js) by key;
// the same keys in every language (www/tests/model/i18n.test.mjs).
export default {
  'element.legendTitle': 'Cách đọc bảng',
  'element.legendStrategy':
    'Chiến lược: {strategy} ({family, select, exactCover {dlx: phủ chính xác} local {tìm kiếm cục bộ} other {tìm kiếm theo chiều sâu}}).',
  'element.legendGiven': 'Số cho sẵn: một phần của câu đố (in đậm).',
  'element.legendGuess': 'Số mà quá trình tìm kiếm đang thử (xanh lam).',
  'element.legendForced': 'Bị buộc bởi lan truyền (xanh lá): N số đơn lộ, H số đơn ẩn.',
  'element.legendWhy': 'Hàng, cột hoặc khối nơi số của một số đơn ẩn còn đúng một vị trí (sọc xanh lá).',
  'element.legendCurrent': 'Ô hiện tại (có viền); hàng, cột và khối của nó được tô nhạt.',
  'element.legendClash': 'Chỉ với {bruteForce}: số bị trùng với một ô liên quan (cả hai nháy đỏ).',
  'element.legendDead': 'Ngõ cụt: không số nào vừa ở đây (✕).',
  'element.legendUnitDead': 'Ngõ cụt trong một nhóm: một số không còn chỗ nào trong đó (đỏ).',
  'element.legendCleared': 'Bị xóa khi quay lui (cam, gạch ngang).',
  'element.legendNoteDepthFirst':
    'Mỗi quyết định bắt đầu ở một ô và lần lượt thử các số của nó; khi gặp ngõ cụt, tìm kiếm quay về quyết định mới nhất còn số chưa thử.',
  'element.legendChosenRow': 'Số của một hàng mà tìm kiếm đã chọn (xanh lam).',
  'element.legendPlace': 'Vị trí còn lại cho số của cột "số trong một nhóm" đã chọn; nhóm đó được tô nhạt.',
  'element.legendDeadOption': 'Ngõ cụt: một ô không còn lựa chọn nào (✕).',
  'element.legendCovered': 'Bảng phủ chính xác: ràng buộc đã được thỏa (xám).',
  'element.legendOne': 'Còn một lựa chọn: bị buộc (xanh lá, có chấm).',
  'element.legendTwo': 'Còn hai lựa chọn; ô càng nhạt càng nhiều lựa chọn.',
  'element.legendEmpty': 'Không còn lựa chọn: ngõ cụt (đỏ, có dấu chéo).',
  'element.legendChosen': 'Cột vừa được chọn: ít lựa chọn nhất (có viền).',
  'element.legendNoteExactCover': 'Mỗi quyết định bắt đầu ở cột ràng buộc có ít lựa chọn nhất và lần lượt thử các hàng của nó.',
  'element.legendPlaced': 'Số do tìm kiếm đặt: cả bảng được điền kín rồi thay đổi dần (xanh lam).',
  'element.legendMoved': 'Một ô của nước đi vừa được đề xuất, thực hiện hoặc từ chối (vòng cam).',
  'element.legendHeat1': 'Ô nằm trong một nhóm còn thiếu số (đỏ nhạt) …',
  'element.legendHeat3': '… hoặc trong hai, ba nhóm như vậy (đỏ đậm hơn).',
  'element.legendNoteLocal':
    'Không có quyết định và không quay lui: mỗi nước đi thay đổi điểm phạt, tức số chữ số còn thiếu trong các nhóm. annealing giữ mọi nước đi không làm tăng điểm phạt và, càng nguội càng hiếm, cả vài nước làm tăng; shoot-and-go đi tới láng giềng tốt nhất, và bắn lại khi không còn láng giềng nào tốt hơn. Nó dừng ở lời giải đầu tiên hoặc bỏ cuộc, và bỏ cuộc không chứng minh điều gì.',
  'element.legendKeys':
    'Phím: {space} chạy/tạm dừng · {right} bước · {left} lùi · {home} đặt lại · {end} chạy đến hết · {esc} dừng. Ở chế độ trình chiếu, bút trình chiếu cũng dùng được, dù tiêu điểm ở đâu: {pageDown} bước · {pageUp} lùi · {b} hoặc {dot} làm tối màn hình cho đến khi nhấn lại · {t} hiện bảng tiếp theo khi có bảng bị ẩn sau các thẻ.',
  'element.legendEditing':
    'Chỉnh sửa: nhấn Tab để tới bảng, di chuyển bằng phím mũi tên, gõ 1–9 (A–G trên bảng 16×16); Backspace, Delete hoặc 0 để xóa. Trên màn hình cảm ứng, chạm vào một ô rồi chạm một số trên bàn phím số.',
  'element.legendStack':
    'Ngăn xếp liệt kê các quyết định đang mở, mới nhất trước: nhấn Tab để tới đó, rồi Enter (hoặc nhấp chuột) để xem bảng đã lưu khi quyết định đó mở ra.',
};
