from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_electrical_conduit_fill_output_checks_item import CalcElectricalConduitFillOutputChecksItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcElectricalConduitFillOutput")



@_attrs_define
class CalcElectricalConduitFillOutput:
    """ The results of calc_electrical_conduit_fill and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            allowed_area_sqin (float): conduit_area_sqin x allowed_fill_pct, in².
            allowed_fill_pct (float): Chapter 9 Table 1 limit: 53 % for one conductor, 31 % for two, 40 % for more; 60 % for
                a nipple.
            checks (list[CalcElectricalConduitFillOutputChecksItem]): Conductor count against the same-size maximum, or, for
                a mix of sizes, fill percent against the Table 1 limit.
            code_reference (str): The percent-fill table.
            conductor_area_sqin (float): Sum of the conductor areas (Chapter 9 Table 5), in².
            conductor_count (int): Number of conductors.
            conduit_area_sqin (float): Total internal area of the conduit (Chapter 9 Table 4, 100 %), in².
            fill_pct (float): conductor_area_sqin as a percent of conduit_area_sqin.
            max_conductors_same_size (int): When every conductor is one size: the most of that size the conduit may hold,
                rounding up a result whose decimal is 0.8 or more (Chapter 9 Note 7), as Informative Annex C tabulates. 0 for a
                mix of sizes (sized by area, Note 6).
            nec_edition_used (str): NEC edition applied.
            pass_ (bool): True when every check passes.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    allowed_area_sqin: float
    allowed_fill_pct: float
    checks: list[CalcElectricalConduitFillOutputChecksItem]
    code_reference: str
    conductor_area_sqin: float
    conductor_count: int
    conduit_area_sqin: float
    fill_pct: float
    max_conductors_same_size: int
    nec_edition_used: str
    pass_: bool
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_electrical_conduit_fill_output_checks_item import CalcElectricalConduitFillOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        allowed_area_sqin = self.allowed_area_sqin

        allowed_fill_pct = self.allowed_fill_pct

        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        code_reference = self.code_reference

        conductor_area_sqin = self.conductor_area_sqin

        conductor_count = self.conductor_count

        conduit_area_sqin = self.conduit_area_sqin

        fill_pct = self.fill_pct

        max_conductors_same_size = self.max_conductors_same_size

        nec_edition_used = self.nec_edition_used

        pass_ = self.pass_

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "allowed_area_sqin": allowed_area_sqin,
            "allowed_fill_pct": allowed_fill_pct,
            "checks": checks,
            "code_reference": code_reference,
            "conductor_area_sqin": conductor_area_sqin,
            "conductor_count": conductor_count,
            "conduit_area_sqin": conduit_area_sqin,
            "fill_pct": fill_pct,
            "max_conductors_same_size": max_conductors_same_size,
            "nec_edition_used": nec_edition_used,
            "pass": pass_,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_electrical_conduit_fill_output_checks_item import CalcElectricalConduitFillOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        allowed_area_sqin = d.pop("allowed_area_sqin")

        allowed_fill_pct = d.pop("allowed_fill_pct")

        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcElectricalConduitFillOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        code_reference = d.pop("code_reference")

        conductor_area_sqin = d.pop("conductor_area_sqin")

        conductor_count = d.pop("conductor_count")

        conduit_area_sqin = d.pop("conduit_area_sqin")

        fill_pct = d.pop("fill_pct")

        max_conductors_same_size = d.pop("max_conductors_same_size")

        nec_edition_used = d.pop("nec_edition_used")

        pass_ = d.pop("pass")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_electrical_conduit_fill_output = cls(
            allowed_area_sqin=allowed_area_sqin,
            allowed_fill_pct=allowed_fill_pct,
            checks=checks,
            code_reference=code_reference,
            conductor_area_sqin=conductor_area_sqin,
            conductor_count=conductor_count,
            conduit_area_sqin=conduit_area_sqin,
            fill_pct=fill_pct,
            max_conductors_same_size=max_conductors_same_size,
            nec_edition_used=nec_edition_used,
            pass_=pass_,
            schemas=schemas,
        )


        calc_electrical_conduit_fill_output.additional_properties = d
        return calc_electrical_conduit_fill_output

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
