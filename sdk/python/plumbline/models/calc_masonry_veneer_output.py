from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_masonry_veneer_output_checks_item import CalcMasonryVeneerOutputChecksItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcMasonryVeneerOutput")



@_attrs_define
class CalcMasonryVeneerOutput:
    """ The results of calc_masonry_veneer and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            area_per_tie_sqft (float): Wall area each tie carries at the chosen spacing, ft².
            checks (list[CalcMasonryVeneerOutputChecksItem]): Area per tie against the IRC limit.
            code_reference (str): The section on veneer tie size and spacing.
            gross_area_sqft (float): Wall length x height, ft².
            max_area_per_tie_sqft (float): Most wall area one tie may support, IRC R703.8.4.1, ft².
            mortar_bed_cuft (float): Mortar or grout behind the veneer: net area x bed thickness, ft³.
            mortar_bed_cuyd (float): The same in yd³.
            net_area_sqft (float): Veneer area, ft².
            openings_area_sqft (float): Area of the openings deducted (at most the gross wall area), ft².
            pass_ (bool): True when every check passes.
            ties (int): Ties: net area / the smaller of area_per_tie_sqft and the 2.67 ft² limit, rounded up.
            veneer_order_sqft (float): Veneer to order: net area plus waste, ft².
            waste_pct_applied (float): Waste allowance applied, percent.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    area_per_tie_sqft: float
    checks: list[CalcMasonryVeneerOutputChecksItem]
    code_reference: str
    gross_area_sqft: float
    max_area_per_tie_sqft: float
    mortar_bed_cuft: float
    mortar_bed_cuyd: float
    net_area_sqft: float
    openings_area_sqft: float
    pass_: bool
    ties: int
    veneer_order_sqft: float
    waste_pct_applied: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_masonry_veneer_output_checks_item import CalcMasonryVeneerOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        area_per_tie_sqft = self.area_per_tie_sqft

        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        code_reference = self.code_reference

        gross_area_sqft = self.gross_area_sqft

        max_area_per_tie_sqft = self.max_area_per_tie_sqft

        mortar_bed_cuft = self.mortar_bed_cuft

        mortar_bed_cuyd = self.mortar_bed_cuyd

        net_area_sqft = self.net_area_sqft

        openings_area_sqft = self.openings_area_sqft

        pass_ = self.pass_

        ties = self.ties

        veneer_order_sqft = self.veneer_order_sqft

        waste_pct_applied = self.waste_pct_applied

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "area_per_tie_sqft": area_per_tie_sqft,
            "checks": checks,
            "code_reference": code_reference,
            "gross_area_sqft": gross_area_sqft,
            "max_area_per_tie_sqft": max_area_per_tie_sqft,
            "mortar_bed_cuft": mortar_bed_cuft,
            "mortar_bed_cuyd": mortar_bed_cuyd,
            "net_area_sqft": net_area_sqft,
            "openings_area_sqft": openings_area_sqft,
            "pass": pass_,
            "ties": ties,
            "veneer_order_sqft": veneer_order_sqft,
            "waste_pct_applied": waste_pct_applied,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_masonry_veneer_output_checks_item import CalcMasonryVeneerOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        area_per_tie_sqft = d.pop("area_per_tie_sqft")

        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcMasonryVeneerOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        code_reference = d.pop("code_reference")

        gross_area_sqft = d.pop("gross_area_sqft")

        max_area_per_tie_sqft = d.pop("max_area_per_tie_sqft")

        mortar_bed_cuft = d.pop("mortar_bed_cuft")

        mortar_bed_cuyd = d.pop("mortar_bed_cuyd")

        net_area_sqft = d.pop("net_area_sqft")

        openings_area_sqft = d.pop("openings_area_sqft")

        pass_ = d.pop("pass")

        ties = d.pop("ties")

        veneer_order_sqft = d.pop("veneer_order_sqft")

        waste_pct_applied = d.pop("waste_pct_applied")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_masonry_veneer_output = cls(
            area_per_tie_sqft=area_per_tie_sqft,
            checks=checks,
            code_reference=code_reference,
            gross_area_sqft=gross_area_sqft,
            max_area_per_tie_sqft=max_area_per_tie_sqft,
            mortar_bed_cuft=mortar_bed_cuft,
            mortar_bed_cuyd=mortar_bed_cuyd,
            net_area_sqft=net_area_sqft,
            openings_area_sqft=openings_area_sqft,
            pass_=pass_,
            ties=ties,
            veneer_order_sqft=veneer_order_sqft,
            waste_pct_applied=waste_pct_applied,
            schemas=schemas,
        )


        calc_masonry_veneer_output.additional_properties = d
        return calc_masonry_veneer_output

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
