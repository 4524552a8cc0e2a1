#include <QtTest>
class TestReorderView : public QObject { Q_OBJECT };
QTEST_MAIN(TestReorderView)
#include "tst_reorderview.moc"
