from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_misc_pavers_output_checks_item import CalcMiscPaversOutputChecksItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcMiscPaversOutput")



@_attrs_define
class CalcMiscPaversOutput:
    """ The results of calc_misc_pavers and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            aggregate_density_pcf (float): Weight applied to base and sand: one ton covers 100 ft² at 2 in, lb/ft³.
            base_cuyd (float): Compacted base, yd³.
            base_tons (float): Base stone, short tons.
            bedding_sand_cuyd (float): Bedding sand, yd³.
            bedding_sand_tons (float): Bedding sand, short tons.
            checks (list[CalcMiscPaversOutputChecksItem]): Base thickness against the ICPI minimum for patios and walks.
            code_reference (str): The ICPI construction guidance for interlocking concrete pavements.
            excavation_depth_in (float): Depth to dig below finished grade: base + sand + paver, inches.
            pass_ (bool): True when every check passes.
            paver_area_sqft (float): Face area of one paver, ft².
            pavers (int): Pavers: ceil(area x (1 + waste) / paver area).
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    aggregate_density_pcf: float
    base_cuyd: float
    base_tons: float
    bedding_sand_cuyd: float
    bedding_sand_tons: float
    checks: list[CalcMiscPaversOutputChecksItem]
    code_reference: str
    excavation_depth_in: float
    pass_: bool
    paver_area_sqft: float
    pavers: int
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_misc_pavers_output_checks_item import CalcMiscPaversOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        aggregate_density_pcf = self.aggregate_density_pcf

        base_cuyd = self.base_cuyd

        base_tons = self.base_tons

        bedding_sand_cuyd = self.bedding_sand_cuyd

        bedding_sand_tons = self.bedding_sand_tons

        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        code_reference = self.code_reference

        excavation_depth_in = self.excavation_depth_in

        pass_ = self.pass_

        paver_area_sqft = self.paver_area_sqft

        pavers = self.pavers

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "aggregate_density_pcf": aggregate_density_pcf,
            "base_cuyd": base_cuyd,
            "base_tons": base_tons,
            "bedding_sand_cuyd": bedding_sand_cuyd,
            "bedding_sand_tons": bedding_sand_tons,
            "checks": checks,
            "code_reference": code_reference,
            "excavation_depth_in": excavation_depth_in,
            "pass": pass_,
            "paver_area_sqft": paver_area_sqft,
            "pavers": pavers,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_misc_pavers_output_checks_item import CalcMiscPaversOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        aggregate_density_pcf = d.pop("aggregate_density_pcf")

        base_cuyd = d.pop("base_cuyd")

        base_tons = d.pop("base_tons")

        bedding_sand_cuyd = d.pop("bedding_sand_cuyd")

        bedding_sand_tons = d.pop("bedding_sand_tons")

        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcMiscPaversOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        code_reference = d.pop("code_reference")

        excavation_depth_in = d.pop("excavation_depth_in")

        pass_ = d.pop("pass")

        paver_area_sqft = d.pop("paver_area_sqft")

        pavers = d.pop("pavers")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_misc_pavers_output = cls(
            aggregate_density_pcf=aggregate_density_pcf,
            base_cuyd=base_cuyd,
            base_tons=base_tons,
            bedding_sand_cuyd=bedding_sand_cuyd,
            bedding_sand_tons=bedding_sand_tons,
            checks=checks,
            code_reference=code_reference,
            excavation_depth_in=excavation_depth_in,
            pass_=pass_,
            paver_area_sqft=paver_area_sqft,
            pavers=pavers,
            schemas=schemas,
        )


        calc_misc_pavers_output.additional_properties = d
        return calc_misc_pavers_output

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
