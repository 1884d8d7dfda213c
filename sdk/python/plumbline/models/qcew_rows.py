from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.qcew_rows_rows_item import QCEWRowsRowsItem
  from ..models.qcew_rows_source import QCEWRowsSource





T = TypeVar("T", bound="QCEWRows")



@_attrs_define
class QCEWRows:
    """ 
        Example:
            {'area_fips': '39049', 'dataset_version': '(the dataset version)', 'naics': '23821', 'note': 'Values as BLS
                published them; rows with disclosure_code N are suppressed: their zeros are not zeros. Newest year first.',
                'rows': [{'agglvl_code': '77', 'annual_avg_emplvl': '0', 'annual_avg_estabs': '1', 'annual_avg_wkly_wage': '0',
                'area_fips': '39049', 'avg_annual_pay': '0', 'disclosure_code': 'N', 'industry_code': '23821', 'line': 282,
                'lq_annual_avg_emplvl': '0.0', 'oty_annual_avg_emplvl_pct_chg': '0.0', 'own_code': '3', 'qtr': 'A',
                'total_annual_wages': '0', 'year': '2020'}, {'agglvl_code': '77', 'annual_avg_emplvl': '4903',
                'annual_avg_estabs': '209', 'annual_avg_wkly_wage': '1365', 'area_fips': '39049', 'avg_annual_pay': '70992',
                'disclosure_code': '', 'industry_code': '23821', 'line': 342, 'lq_annual_avg_emplvl': '1.01',
                'oty_annual_avg_emplvl_pct_chg': '4.6', 'own_code': '5', 'qtr': 'A', 'total_annual_wages': '348042480', 'year':
                '2020'}], 'source': {'file': 'costs/qcew/qcew-2020-annual-central-ohio-counties-
                morpc/qcew_2020_annual_5_central_ohio_counties_naics10_and_23.csv', 'period': '2020 annual averages',
                'publisher': 'U.S. Bureau of Labor Statistics, QCEW'}}

        Attributes:
            area_fips (str):
            naics (str):
            rows (list[QCEWRowsRowsItem]):
            source (QCEWRowsSource):
            dataset_version (str | Unset):
            note (str | Unset):
     """

    area_fips: str
    naics: str
    rows: list[QCEWRowsRowsItem]
    source: QCEWRowsSource
    dataset_version: str | Unset = UNSET
    note: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.qcew_rows_rows_item import QCEWRowsRowsItem
        from ..models.qcew_rows_source import QCEWRowsSource
        area_fips = self.area_fips

        naics = self.naics

        rows = []
        for rows_item_data in self.rows:
            rows_item = rows_item_data.to_dict()
            rows.append(rows_item)



        source = self.source.to_dict()

        dataset_version = self.dataset_version

        note = self.note


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "area_fips": area_fips,
            "naics": naics,
            "rows": rows,
            "source": source,
        })
        if dataset_version is not UNSET:
            field_dict["dataset_version"] = dataset_version
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.qcew_rows_rows_item import QCEWRowsRowsItem
        from ..models.qcew_rows_source import QCEWRowsSource
        d = dict(src_dict)
        area_fips = d.pop("area_fips")

        naics = d.pop("naics")

        rows = []
        _rows = d.pop("rows")
        for rows_item_data in (_rows):
            rows_item = QCEWRowsRowsItem.from_dict(rows_item_data)



            rows.append(rows_item)


        source = QCEWRowsSource.from_dict(d.pop("source"))




        dataset_version = d.pop("dataset_version", UNSET)

        note = d.pop("note", UNSET)

        qcew_rows = cls(
            area_fips=area_fips,
            naics=naics,
            rows=rows,
            source=source,
            dataset_version=dataset_version,
            note=note,
        )


        qcew_rows.additional_properties = d
        return qcew_rows

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
