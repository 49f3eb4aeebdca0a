// The vi catalogue, charts part: what the chart panel says (views/chart.js, views/runtimes-panel.js, views/cover.js and their models), loaded with the panel. ICU messages (i18n/format.js) by key;
// the same keys in every language (www/tests/model/i18n.test.mjs).
export default {
  'element.chartTitle': 'Điểm phạt theo các bước',
  'element.chartLabel': 'Điểm phạt và nhiệt độ theo các bước',
  'element.chartPenalty': 'điểm phạt (0–{top})',
  'element.chartTemperature': 'nhiệt độ (0–{top})',
  'element.chartRestarts':
    '{n, plural, =0 {chưa bắt đầu} other {{count} lần bắt đầu ({kind, select, fill {lần điền đầu tiên{again, plural, =0 {} other { và {againCount} lần hâm nóng lại}}} other {lần bắn đầu tiên{again, plural, =0 {} other { và {againCount} lần bắn mới}}}})}}',
  'element.chartSummary': 'Điểm phạt hiện tại {penalty}, tốt nhất {best}, sau {n, plural, other {{steps} bước}}.',
  'element.chartAxisPenalty': 'Điểm phạt (số chữ số còn thiếu trong các nhóm)',
  'element.chartAxisTemperature': 'Nhiệt độ',
  'element.chartAxisSteps': 'Bước',
  'element.chartRestartMark': '{n, plural, other {{count} lần khởi động lại}} {range, select, one {ở bước {first}} other {trong các bước {first}–{last}}}',
  'element.runtimesTitle': 'Giải xong trong N bước',
  'element.runtimesLabel': 'Phân phối thời gian chạy',
  'element.runtimesAscending': 'thứ tự tăng dần',
  'element.runtimesRun': '{kind, select, orders {Chạy {n, plural, other {{count} thứ tự ngẫu nhiên}}} other {Chạy {n, plural, other {{count} hạt giống}}}}',
  'element.runtimesKind': '{strategy}, {kind, select, orders {thứ tự ngẫu nhiên} other {lần chạy theo hạt giống}}',
  'element.runtimesDone':
    '{kind, select, orders {{n, plural, other {{count} thứ tự ngẫu nhiên}}} other {{n, plural, other {{count} lần chạy theo hạt giống}}}}',
  'element.runtimesRunningAscending': 'Đang chạy thứ tự tăng dần…',
  'element.runtimesRunning': 'Đang chạy {kind, select, orders {thứ tự} other {hạt giống}} {k} trên {n}…',
  'element.runtimesReference': 'Thứ tự tăng dần: {n, plural, other {{count} bước}}.',
  'element.runtimesReferenceCapped': 'Thứ tự tăng dần: chưa giải xong trong {n, plural, other {{count} bước}}.',
  'element.runtimesEarlier': '{strategy} (trước đó)',
  'element.runtimesRandomOrders': 'Thứ tự ngẫu nhiên',
  'element.runtimesWithin': 'trong {n, plural, other {{count} bước}}',
  'element.runtimesWithinBudget': 'trong ngân sách của nó',
  'element.runtimesNone':
    '{label, select, none {Không} other {{label}: không}} lần chạy nào trong {n, plural, other {{count} lần chạy}} giải được bảng {within}.',
  'element.runtimesSolved':
    '{label, select, none {} other {{label}: }}{solved} trên {n, plural, other {{count} lần chạy}} giải được{within}{half}; lần giải chậm nhất mất {slowest}{tail}.',
  'element.runtimesHalf': '; một nửa trong {n, plural, other {{count} bước}}',
  'element.runtimesTail': ' (gấp {times} lần trung vị)',
  'element.coverTitle': 'Phủ chính xác',
  'element.coverLabel': 'Các cột phủ chính xác',
  'element.coverKeys': '{key, select, covered {đã thỏa} one {một lựa chọn: bị buộc} two {hai} many {nhiều hơn} empty {không có: ngõ cụt} other {được chọn}}',
  'element.coverKeysLead': 'Mỗi ô vuông nhỏ là một ràng buộc:',
  'element.coverStrip':
    '{kind, select, cell {Một chữ số trong mỗi ô} row {Mỗi chữ số trong mỗi hàng} column {Mỗi chữ số trong mỗi cột} other {Mỗi chữ số trong mỗi khối}}',
  'element.coverAxes':
    '{kind, select, cell {hàng\u00a0↓, cột\u00a0→} row {hàng\u00a0↓, chữ số\u00a0→} column {cột\u00a0↓, chữ số\u00a0→} other {khối\u00a0↓, chữ số\u00a0→}}',
  'element.coverCell': '{cell} có một chữ số',
  'element.coverPlace': '{digit} nằm {unit}',
  'element.coverTile':
    '{name}: {state, select, met {đã thỏa} chosen {được chọn, {n, plural, other {{count} lựa chọn}}} other {{n, plural, other {{count} lựa chọn}}}}',
  'element.coverDead': '{n, plural, other {{count} cột đang mở}} không còn lựa chọn nào: ngõ cụt.',
  'element.coverHelp': 'Các cột đã phủ là ràng buộc đã thỏa; các cột khác cho biết mỗi cột còn bao nhiêu lựa chọn.',
  'element.coverChosen': 'Đã chọn: “{name}”, cột có ít lựa chọn nhất ({rows}{ties}){forced, select, yes {: một chữ số bị buộc} other {}}.',
  'element.coverTies': '; {n, plural, other {{count} cột khác bằng nhau}}, cột này là cột đầu tiên',
};
