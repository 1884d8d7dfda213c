from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.costs_list_verticals_item_freshness_item_from import CostsListVerticalsItemFreshnessItemFrom
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="CostsListVerticalsItemFreshnessItem")



@_attrs_define
class CostsListVerticalsItemFreshnessItem:
    """ How fresh a federal source is: the period held, where it came from, the publisher's cadence and whether a newer
    release is due (`plumbline data status`).

        Attributes:
            cadence (str):
            due (bool): The next release's expected day has passed: `plumbline data pull --due` fetches it.
            from_ (CostsListVerticalsItemFreshnessItemFrom): publisher: pulled (see retrieved_at); bundle: the snapshot the
                repository carries; none: not held.
            period_held (str):
            source (str): The `plumbline data pull` source: oews-metro, qcew, …
            next_expected (datetime.date | Unset): When the publisher's next release is expected (its usual month).
            next_period (str | Unset):
            retrieved_at (datetime.datetime | Unset):
            title (str | Unset):
     """

    cadence: str
    due: bool
    from_: CostsListVerticalsItemFreshnessItemFrom
    period_held: str
    source: str
    next_expected: datetime.date | Unset = UNSET
    next_period: str | Unset = UNSET
    retrieved_at: datetime.datetime | Unset = UNSET
    title: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cadence = self.cadence

        due = self.due

        from_ = self.from_.value

        period_held = self.period_held

        source = self.source

        next_expected: str | Unset = UNSET
        if not isinstance(self.next_expected, Unset):
            next_expected = self.next_expected.isoformat()

        next_period = self.next_period

        retrieved_at: str | Unset = UNSET
        if not isinstance(self.retrieved_at, Unset):
            retrieved_at = self.retrieved_at.isoformat()

        title = self.title


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cadence": cadence,
            "due": due,
            "from": from_,
            "period_held": period_held,
            "source": source,
        })
        if next_expected is not UNSET:
            field_dict["next_expected"] = next_expected
        if next_period is not UNSET:
            field_dict["next_period"] = next_period
        if retrieved_at is not UNSET:
            field_dict["retrieved_at"] = retrieved_at
        if title is not UNSET:
            field_dict["title"] = title

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cadence = d.pop("cadence")

        due = d.pop("due")

        from_ = CostsListVerticalsItemFreshnessItemFrom(d.pop("from"))




        period_held = d.pop("period_held")

        source = d.pop("source")

        _next_expected = d.pop("next_expected", UNSET)
        next_expected: datetime.date | Unset
        if isinstance(_next_expected,  Unset):
            next_expected = UNSET
        else:
            next_expected = datetime.date.fromisoformat(_next_expected)




        next_period = d.pop("next_period", UNSET)

        _retrieved_at = d.pop("retrieved_at", UNSET)
        retrieved_at: datetime.datetime | Unset
        if isinstance(_retrieved_at,  Unset):
            retrieved_at = UNSET
        else:
            retrieved_at = datetime.datetime.fromisoformat(_retrieved_at)




        title = d.pop("title", UNSET)

        costs_list_verticals_item_freshness_item = cls(
            cadence=cadence,
            due=due,
            from_=from_,
            period_held=period_held,
            source=source,
            next_expected=next_expected,
            next_period=next_period,
            retrieved_at=retrieved_at,
            title=title,
        )


        costs_list_verticals_item_freshness_item.additional_properties = d
        return costs_list_verticals_item_freshness_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
